// The scoring spec (tests/scoring/cases.json) run against the player's grading, in node, on the quiz data
// `quizpack export` writes for tests/scoring/quiz.json; the QTI and Moodle sides run in tests/unit/scoring.
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { test } from "node:test";
import * as h from "./harness.mjs";

const Q = h.loadPlayerScripts([...h.kindScripts, "scoring.js", "suspend.js", "tracking.js"]);
const specDir = path.join(h.sourceDir, "tests/scoring");
const cases = JSON.parse(fs.readFileSync(path.join(specDir, "cases.json"), "utf8")).cases;
const { root, packages } = h.exportPackages([path.join(specDir, "quiz.json")]);
const quiz = h.packageQuiz(root, packages.find((p) => p.format === "scorm2004"));

// A case's response as the player reads it from its controls.
function answerOf(q, response) {
  switch (q.kind) {
    case "single-choice": return { choice: response.choice ?? null };
    case "multiple-response": return { choices: response.choices ?? [] };
    case "true-false": return { value: response.value ?? null };
    case "short-answer": case "numerical": case "essay": return { text: response.text ?? "" };
    case "matching": return { matches: response.matches ?? {} };
    case "ordering": return { order: response.order ?? [] };
    case "cloze": return { gaps: response.gaps ?? {} };
  }
  throw new Error("no answer form for kind " + q.kind);
}

const expected = (c) => (c.except && c.except.player ? c.except.player.points : c.points);

test("the spec table asks every question of the player's quiz data", () => {
  const asked = new Set(cases.map((c) => c.question));
  assert.deepEqual([...asked].sort(), quiz.questions.map((q) => q.id).sort());
});

test("the player's grading awards the spec table's points", () => {
  for (const c of cases) {
    const q = quiz.questions.find((x) => x.id === c.question);
    const answer = answerOf(q, c.response);
    const earned = Q.scoring.incompleteReason(q, answer) === null ? Q.scoring.grade(q, answer).earned : 0;
    assert.ok(Math.abs(earned - expected(c)) < 1e-9, `${c.question} ${JSON.stringify(c.response)}: ${earned}, not ${expected(c)}`);
  }
});
