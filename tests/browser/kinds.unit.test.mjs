// The player's table of question kinds, run in node: complete, the bank schema's kinds exactly, unknown kinds
// refused, and per kind on every-kind's real quiz data: controls, grading, resume codes, SCORM interactions.
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { test } from "node:test";
import * as h from "./harness.mjs";

const Q = h.loadPlayerScripts([...h.kindScripts, "scoring.js", "suspend.js", "tracking.js"]);
const K = Q.kinds;

// The question kinds the bank schema allows.
function schemaKinds() {
  const schema = fs.readFileSync(path.join(h.sourceDir, "schemas/bank/quizpack-bank.schema.json"), "utf8");
  const found = [];
  JSON.parse(schema, (key, value) => {
    if (key === "enum" && Array.isArray(value) && value.includes("single-choice")) found.push(value);
    return value;
  });
  assert.equal(found.length, 1, "one enum of kinds in the bank schema");
  return found[0];
}

// every-kind's quiz data in English, as the C++ side writes it (its golden file).
function everyKindQuiz() {
  const text = fs.readFileSync(path.join(h.sourceDir, "tests/golden/player/every-kind.en.quiz-data.js"), "utf8");
  return JSON.parse(text.slice(text.indexOf("=") + 1).trim().replace(/;\s*$/, ""));
}
const quiz = everyKindQuiz();

// A right or wrong answer to `q`, as the player reads it from the controls.
function answerTo(q, right) {
  switch (q.kind) {
    case "single-choice": return { choice: q.choices.find((c) => c.correct === right).id };
    case "multiple-response": return { choices: q.choices.filter((c) => c.correct === right).map((c) => c.id) };
    case "true-false": return { value: right ? q.answer : !q.answer };
    case "short-answer": return { text: right ? q.accepted[0] : "definitely, wrong | ~ 100%" };
    case "numerical": return { text: String(right ? q.low : q.high + 1000) };
    case "matching": {
      const targets = q.pairs.filter((p) => !p.sameAnswerAs).map((p) => p.id).concat(q.distractors.map((d) => d.id));
      const answer = (p) => p.sameAnswerAs ?? p.id;
      return { matches: Object.fromEntries(q.pairs.map((p) =>
        [p.id, right ? answer(p) : targets[(targets.indexOf(answer(p)) + 1) % targets.length]])) };
    }
    case "essay": return { text: "An essay, over\ntwo lines | with ~ separators." };
    case "ordering": {
      const ids = q.items.map((i) => i.id);
      return { order: right ? ids : ids.map((id, i) => ids[(i + 1) % ids.length]) };
    }
    case "cloze":
      return { gaps: Object.fromEntries(q.gaps.map((g) => [g.id,
        g.kind === "choice" ? g.options.find((o) => o.correct === right).id
          : g.kind === "number" ? String(right ? g.low : g.high + 1000)
          : right ? g.accepted[0] : "definitely, wrong | ~ 100%"])) };
  }
  throw new Error("no test answer for kind " + q.kind);
}

// The answer of a learner who checked without answering, and the text key the player shows then.
const emptyAnswers = {
  "single-choice": [{ choice: null }, "chooseFirst"],
  "multiple-response": [{ choices: [] }, "chooseFirst"],
  "true-false": [{ value: null }, "chooseFirst"],
  "short-answer": [{ text: "  " }, "enterAnswer"],
  numerical: [{ text: "twelve" }, "enterNumber"],
  matching: [{ matches: {} }, "matchAll"],
  essay: [{ text: "" }, "enterAnswer"],
  ordering: [{ order: [] }, "chooseFirst"],
  cloze: [{ gaps: {} }, "enterAnswer"]
};

// The interaction types each kind records in SCORM 1.2 and 2004.
const interactionTypes = {
  "single-choice": ["choice", "choice"],
  "multiple-response": ["choice", "choice"],
  "true-false": ["true-false", "true-false"],
  "short-answer": ["fill-in", "fill-in"],
  numerical: ["numeric", "numeric"],
  matching: ["matching", "matching"],
  essay: ["fill-in", "long-fill-in"],
  ordering: ["sequencing", "sequencing"],
  cloze: ["performance", "other"]  // the question's own record; each filled gap is recorded as its scoring kind
};

const plain = (x) => JSON.parse(JSON.stringify(x));

// A page stand-in for the rendering members: nodes as { tag, attrs, children }, texts as their keys, no shuffling.
const ui = {
  el: (tag, attrs = {}, children = []) => ({ tag, attrs: { ...attrs }, children: children.filter(Boolean),
                                             setAttribute(k, v) { this.attrs[k] = v; }, addEventListener() {},
                                             // a cloze stem's gap spots: a child of the stem per query
                                             querySelector(selector) {
                                               const spot = ui.el("span", { "data-spot": selector });
                                               this.children.push(spot);
                                               return spot;
                                             },
                                             appendChild(child) { this.children.push(child); } }),
  T: new Proxy({}, { get: (t, key) => String(key) }),
  fmt: (template, values) => template + JSON.stringify(values),
  number: String,
  choiceOrder: (qIndex, items) => items,
  matchOrder: (qIndex, items) => items
};
const descendants = (nodes) => nodes.flatMap((n) => [n].concat(descendants(n.children)));

// The controls a kind renders, by what the learner answers with: input values, text fields, selects.
function controlsOf(q) {
  const all = descendants(K.of(q).render(q, ui, 3));
  return {
    options: all.filter((n) => n.tag === "input" && n.attrs.type !== "text").map((n) => n.attrs.value),
    fields: all.filter((n) => (n.tag === "input" && n.attrs.type === "text") || n.tag === "textarea").length,
    selects: all.filter((n) => n.tag === "select").map((n) => n.attrs["data-pair"] ?? n.attrs["data-gap"])
  };
}

// What `controlsOf` and `rightOptions` should give for `q`.
function expectedControls(q) {
  const none = { options: [], fields: 0, selects: [] };
  switch (q.kind) {
    case "single-choice":
    case "multiple-response":
      return [{ ...none, options: q.choices.map((c) => c.id) }, q.choices.filter((c) => c.correct).map((c) => c.id)];
    case "true-false": return [{ ...none, options: ["true", "false"] }, [String(q.answer)]];
    case "matching": return [{ ...none, selects: q.pairs.map((p) => p.id) }, []];
    case "ordering": return [none, []];
    case "cloze":
      return [{ ...none, fields: q.gaps.filter((g) => g.kind !== "choice").length,
                selects: q.gaps.filter((g) => g.kind === "choice").map((g) => g.id) }, []];
    default: return [{ ...none, fields: 1 }, []];
  }
}

test("the table holds exactly the bank schema's kinds", () => {
  assert.deepEqual([...K.names].sort(), [...schemaKinds()].sort());
});

test("every kind has every member the table requires, of its type, and nothing else", () => {
  const members = Object.keys(K.members);
  for (const name of ["render", "read", "incomplete", "fraction", "encode", "decode", "scorm12", "scorm2004", "given",
                      "correct", "rightOptions", "feedback", "scored"])
    assert.ok(members.includes(name), `the table requires ${name}`);
  for (const kind of K.names) {
    const entry = K.of({ kind });
    assert.deepEqual(Object.keys(entry).sort(), [...members].sort(), kind);
    for (const name of members) assert.equal(typeof entry[name], K.members[name], `${kind}.${name}`);
  }
});

test("each kind's script defines it, and a kind is refused when its script is missing or it lacks a member", () => {
  const core = h.loadPlayerScripts(["kinds.js"]).kinds;
  for (const kind of ["matching", "ordering", "cloze"]) assert.throws(() => core.of({ kind }), /unknown question kind/, kind);
  const essay = core.of({ kind: "essay" });
  assert.throws(() => core.define("hotspot", essay), /not a question kind: hotspot/);
  assert.throws(() => core.define("cloze", Object.assign({}, essay, { decode: null })), /cloze\.decode is not a function/);
});

test("an unknown kind throws wherever it is asked for, and makes resume data unreadable", () => {
  for (const kind of ["hotspot", "", "toString", "__proto__", "constructor", undefined])
    assert.throws(() => K.of({ kind }), /unknown question kind/, String(kind));
  const odd = { id: "odd", kind: "hotspot", points: 1 };
  assert.throws(() => Q.scoring.grade(odd, { text: "x" }), /unknown question kind/);
  assert.throws(() => Q.scoring.incompleteReason(odd, { text: "x" }), /unknown question kind/);
  assert.throws(() => Q.tracking.describe12(odd, { text: "x" }), /unknown question kind/);
  assert.throws(() => Q.tracking.describe2004(odd, { text: "x" }, "en"), /unknown question kind/);
  const oddQuiz = { id: "odd", version: "1", questions: [odd] };
  assert.throws(() => Q.suspend.encode(oddQuiz, 1, [{ text: "x" }], 4096), /unknown question kind/);
  const data = Q.suspend.encode(oddQuiz, 1, [null], 4096);
  assert.equal(Q.suspend.decode(oddQuiz, data.replace(/\|$/, "|'x")).status, "unreadable");
});

test("every-kind's quiz data has every kind of the table", () => {
  assert.deepEqual([...new Set(quiz.questions.map((q) => q.kind))].sort(), [...K.names].sort());
});

test("description: a text-only page with no controls, no answer, no score and no interaction", () => {
  const descriptions = quiz.questions.filter((q) => q.kind === "description");
  assert.ok(descriptions.length > 0);
  for (const q of descriptions) {
    const kind = K.of(q);
    assert.equal(kind.textOnly, true, q.id);
    assert.equal(q.points, 0, q.id);
    assert.equal(Q.scoring.maxPoints(q), 0, q.id);
    assert.equal(Q.scoring.isScored(q), false, q.id);
    assert.deepEqual(plain(kind.render(q, ui, 3)), [], q.id);
    assert.equal(kind.correct(q, ui), null, q.id);
    assert.deepEqual(plain(kind.parts(q, null)), [], q.id);
    assert.equal(q.explanation, undefined, q.id);
    assert.throws(() => Q.tracking.describe12(q, null), /not recorded/, q.id);
    assert.throws(() => Q.tracking.describe2004(q, null, "en"), /not recorded/, q.id);
  }
  for (const kind of K.names) assert.equal(K.of({ kind }).textOnly, kind === "description", kind);
  const answers = quiz.questions.map(() => null);
  const back = Q.suspend.decode(quiz, Q.suspend.encode(quiz, 42, answers, 64000));
  assert.equal(back.status, "ok");
  assert.deepEqual(plain(back.answers), plain(answers));
});

for (const kind of K.names.filter((name) => !K.of({ kind: name }).textOnly)) {
  test(`${kind}: controls, grading, checking, resume codes and SCORM interactions`, () => {
    const questions = quiz.questions.filter((q) => q.kind === kind);
    assert.ok(questions.length > 0);
    const scored = kind !== "essay";
    for (const q of questions) {
      const right = answerTo(q, true);
      const wrong = answerTo(q, false);
      assert.deepEqual(plain(Q.scoring.grade(q, right)),
                       scored ? { earned: q.points, max: q.points, outcome: "correct" } : { earned: 0, max: 0, outcome: "neutral" }, q.id);
      assert.deepEqual(plain(Q.scoring.grade(q, wrong)),
                       scored ? { earned: 0, max: q.points, outcome: "incorrect" } : { earned: 0, max: 0, outcome: "neutral" }, q.id);
      assert.equal(Q.scoring.maxPoints(q), scored ? q.points : 0);
      const [controls, rightOptions] = expectedControls(q);
      assert.deepEqual(plain(controlsOf(q)), controls, q.id);
      assert.deepEqual(plain(K.of(q).rightOptions(q)), rightOptions, q.id);
      if (kind === "ordering") {
        const rows = descendants(K.of(q).render(q, ui, 3)).filter((n) => n.attrs["data-item"]);
        assert.deepEqual(plain(rows.map((n) => n.attrs["data-item"]).sort()), plain(q.items.map((i) => i.id).sort()), q.id);
        assert.notDeepEqual(plain(rows.map((n) => n.attrs["data-item"])), plain(q.items.map((i) => i.id)), `${q.id} is shown shuffled`);
        const moves = descendants(rows).filter((n) => n.attrs["data-move"]);
        assert.equal(moves.length, 2 * q.items.length, q.id);
        assert.ok(moves.every((n) => n.attrs["aria-label"].startsWith(n.attrs["data-move"] === "up" ? "moveUp" : "moveDown")));
        assert.equal(moves.filter((n) => n.attrs.disabled).length, 2, `${q.id}: the first row cannot go up, the last down`);
      }
      if (kind === "cloze") {
        const parts = K.of(q).parts(q, right);
        assert.deepEqual(plain(parts.map((p) => p.q.id)), plain(q.gaps.map((g) => `${q.id}.${g.id}`)), `${q.id}: one part per filled gap`);
        for (const p of parts) assert.equal(Q.scoring.grade(p.q, p.answer).outcome, "correct", p.q.id);
      }
      assert.ok(K.of(q).given(q, wrong, ui).length > 0, q.id);
      assert.equal(K.of(q).correct(q, ui) === null, !scored, q.id);
      assert.ok(Array.isArray(K.of(q).feedback(q, wrong, ui)), q.id);
      assert.equal(Q.scoring.incompleteReason(q, right), null, q.id);
      assert.equal(Q.scoring.incompleteReason(q, emptyAnswers[kind][0]), emptyAnswers[kind][1], q.id);
      for (const [d, types] of [[Q.tracking.describe12(q, wrong), interactionTypes[kind][0]],
                                [Q.tracking.describe2004(q, wrong, "en"), interactionTypes[kind][1]]]) {
        assert.equal(d.type, types, q.id);
        assert.equal(typeof d.response, "string");
        assert.ok(d.response.length > 0, q.id);
        assert.ok(Array.isArray(d.patterns) &&
                  (scored ? d.patterns.length > 0 || kind === "numerical" || kind === "cloze" : d.patterns.length === 0), q.id);
      }
    }
    for (const right of [true, false]) {
      const answers = quiz.questions.map((q) => (q.kind === kind ? answerTo(q, right) : null));
      const back = Q.suspend.decode(quiz, Q.suspend.encode(quiz, 42, answers, 64000));
      assert.equal(back.status, "ok");
      assert.deepEqual(plain(back.answers), plain(answers));
    }
  });
}
