// The player's grading rules, run in node: plain decimals for SCORM values, tolerance that scales with the
// numbers, interactions SCORM runtimes accept for very large and small numbers, partial credit, essays pending.
import assert from "node:assert/strict";
import { test } from "node:test";
import * as h from "./harness.mjs";

const Q = h.loadPlayerScripts([...h.kindScripts, "scoring.js", "suspend.js", "tracking.js"]);

const numerical = (low, high) => ({ kind: "numerical", id: "n", points: 1, low, high });

test("decimalText writes the shortest digits that read back, without an exponent", () => {
  const cases = [[6.022e23, "602200000000000000000000"], [1e-14, "0.00000000000001"], [1.05e-14, "0.0000000000000105"],
                 [-2.5e-7, "-0.00000025"], [0.375, "0.375"], [12.5, "12.5"], [100, "100"], [0, "0"], [-0, "0"]];
  for (const [n, text] of cases) assert.equal(Q.tracking.decimalText(n), text, String(n));
  for (const n of [1 / 3, 0.1 + 0.2, 1e-300, 1.7976931348623157e308]) assert.equal(Number(Q.tracking.decimalText(n)), n);
});

test("a range of tiny numbers is judged on the numbers, not with an absolute slack", () => {
  const q = numerical(9.5e-15, 1.05e-14);
  assert.equal(Q.scoring.grade(q, { text: "1e-14" }).outcome, "correct");
  assert.equal(Q.scoring.grade(q, { text: "1.05e-14" }).outcome, "correct");
  assert.equal(Q.scoring.grade(q, { text: "2e-14" }).outcome, "incorrect");
  assert.equal(Q.scoring.grade(q, { text: "0" }).outcome, "incorrect");
});

test("a large value with a tolerance is judged at its bounds", () => {
  const q = numerical(6.022e23 - 1e20, 6.022e23 + 1e20);
  assert.equal(Q.scoring.grade(q, { text: "6.022e23" }).outcome, "correct");
  assert.equal(Q.scoring.grade(q, { text: "6.0229e23" }).outcome, "correct");
  assert.equal(Q.scoring.grade(q, { text: "6.024e23" }).outcome, "incorrect");
});

test("SCORM 1.2 records numbers as plain decimals", () => {
  assert.deepEqual(JSON.parse(JSON.stringify(Q.tracking.describe12(numerical(1e-14, 1e-14), { text: "1e-14" }))),
                   { type: "numeric", response: "0.00000000000001", patterns: ["0.00000000000001"] });
  assert.equal(Q.tracking.describe12(numerical(1, 2), { text: "6.022e23" }).response, "602200000000000000000000");
});

test("SCORM 2004 records numbers within real(10,7) as numeric, others as 'other' with the numbers as text", () => {
  const small = Q.tracking.describe2004(numerical(9.5e-15, 1.05e-14), { text: "1e-14" }, "en");
  assert.deepEqual(JSON.parse(JSON.stringify(small)),
                   { type: "numeric", response: "0.00000000000001", patterns: ["0.0000000000000095[:]0.0000000000000105"] });
  const large = Q.tracking.describe2004(numerical(6.021e23, 6.023e23), { text: "6.022e23" }, "en");
  assert.deepEqual(JSON.parse(JSON.stringify(large)),
                   { type: "other", response: "602200000000000000000000",
                     patterns: ["602100000000000000000000..602300000000000000000000"] });
});

test("partial credit is recorded as the points earned, which both SCORM versions allow", () => {
  const result = Q.tracking.interactionResult;
  assert.equal(result({ outcome: "partial", earned: 1, max: 2 }, true), "1");
  assert.equal(result({ outcome: "partial", earned: 0.5, max: 2 }, false), "0.5");
  assert.equal(result({ outcome: "correct", earned: 2, max: 2 }, true), "correct");
  assert.equal(result({ outcome: "incorrect", earned: 0, max: 2 }, true), "wrong");
  assert.equal(result({ outcome: "incorrect", earned: 0, max: 2 }, false), "incorrect");
  assert.equal(result({ outcome: "neutral", earned: 0, max: 0 }, false), "neutral");
  assert.equal(result({ outcome: "partial", earned: 1500, max: 3000 }, true), "wrong");
  assert.equal(result({ outcome: "partial", earned: 1500, max: 3000 }, false), "1500");
});

test("essays awaiting a grader leave the outcome pending while their points could still reach the mark", () => {
  const verdict = Q.scoring.verdict;
  assert.equal(verdict(13, 5, 18, 0.6), "passed");
  assert.equal(verdict(10, 5, 18, 0.8), "pending");
  assert.equal(verdict(5, 5, 18, 0.6), "failed");
  assert.equal(verdict(0, 30, 30, 0.8), "pending");
  assert.equal(verdict(0, 0, 0, 0.8), "completed");
  assert.equal(verdict(7, 0, 25, 0.28), "passed");
});
