// The resume data format, run in node: 200 questions fit SCORM 1.2's 4,096 characters; damaged data is caught.
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { test } from "node:test";
import vm from "node:vm";
import { kindScripts, sourceDir } from "./harness.mjs";

function loadPlayerModules() {
  const context = { window: {}, console };
  vm.createContext(context);
  for (const file of [...kindScripts, "scoring.js", "suspend.js", "tracking.js"])
    vm.runInContext(fs.readFileSync(path.join(sourceDir, "src/player", file), "utf8"), context, { filename: file });
  return context.window.Quizpack;
}
const Q = loadPlayerModules();

const kinds = [
  { kind: "single-choice", points: 1, choices: ["a", "b", "c", "d"].map((id, i) => ({ id, correct: i === 3 })) },
  { kind: "multiple-response", points: 2, partialCredit: "right-minus-wrong",
    choices: ["a", "b", "c", "d", "e", "f"].map((id, i) => ({ id, correct: i < 3 })) },
  { kind: "true-false", points: 1, answer: true },
  { kind: "short-answer", points: 1, accepted: ["bfloat16"], caseSensitive: false },
  { kind: "numerical", points: 1, low: 2.4, high: 2.6, value: 2.5, tolerance: 0.1 },
  { kind: "matching", points: 3, pairs: ["p1", "p2", "p3", "p4"].map((id) => ({ id })), distractors: [{ id: "d1" }] },
  { kind: "essay", points: 1 }
];

function bigQuiz(count) {
  const questions = [];
  for (let i = 0; i < count; i++) questions.push({ ...kinds[i % kinds.length], id: `question-${i + 1}` });
  return { id: "large", version: "1.0.0", scorm: "1.2", lang: "en", questions };
}

// The longest answers a learner can give to each kind.
function worstAnswer(q) {
  switch (q.kind) {
    case "single-choice": return { choice: "d" };
    case "multiple-response": return { choices: q.choices.map((c) => c.id) };
    case "true-false": return { value: false };
    case "short-answer": return { text: "a, long | answer ~ with % separators ".repeat(8) };
    case "numerical": return { text: "-123456.789012" };
    case "matching": return { matches: { p1: "d1", p2: "p1", p3: "p4", p4: "p3" } };
    case "essay": return { text: "An essay that goes on and on. ".repeat(100) };
  }
}

test("200 answered questions of every kind fit in 4,096 characters and keep their scores", () => {
  const quiz = bigQuiz(200);
  const answers = quiz.questions.map(worstAnswer);
  const data = Q.suspend.encode(quiz, 123456789, answers, 4096);
  assert.ok(data.length <= 4096, `length ${data.length}`);
  console.log(`suspend_data for 200 questions, worst-case answers: ${data.length} characters`);
  const back = Q.suspend.decode(quiz, data);
  assert.equal(back.status, "ok");
  assert.equal(back.seed, 123456789);
  for (const [i, q] of quiz.questions.entries())
    assert.deepEqual(Q.scoring.grade(q, back.answers[i]), Q.scoring.grade(q, answers[i]), q.id);
});

test("answers round-trip exactly when there is room", () => {
  const quiz = bigQuiz(14);
  const answers = quiz.questions.map((q, i) => (i % 3 === 2 ? null : worstAnswer(q)));
  const back = Q.suspend.decode(quiz, Q.suspend.encode(quiz, 7, answers, 64000));
  assert.equal(back.status, "ok");
  assert.deepEqual(JSON.parse(JSON.stringify(back.answers)), JSON.parse(JSON.stringify(answers)));
});

test("corrupted, truncated and foreign resume data is recognised, never thrown", () => {
  const quiz = bigQuiz(20);
  const answers = quiz.questions.map(worstAnswer);
  const data = Q.suspend.encode(quiz, 99, answers, 4096);
  assert.equal(Q.suspend.decode(quiz, "").status, "empty");
  assert.equal(Q.suspend.decode(quiz, "garbage{\"not\":\"ours\"}").status, "unreadable");
  assert.equal(Q.suspend.decode(quiz, data.slice(0, Math.floor(data.length / 2))).status, "unreadable");
  assert.equal(Q.suspend.decode(quiz, data.replace(/^QP1/, "QP0")).status, "other");
  const older = { ...quiz, version: "0.9.0" };
  assert.equal(Q.suspend.decode(older, data).status, "other");
  const fewer = { ...quiz, questions: quiz.questions.slice(1) };
  assert.equal(Q.suspend.decode(fewer, data).status, "other");
  assert.equal(Q.suspend.decode(quiz, data.replace(/\|(\d|[a-z])+,/, "|zz,")).status, "unreadable");
});

test("time values use each version's format", () => {
  const T = Q.tracking;
  assert.equal(T.timespan12(0), "00:00:00.00");
  assert.equal(T.timespan12(3723450), "01:02:03.45");
  assert.equal(T.duration2004(3723450), "PT1H2M3.45S");
  assert.equal(T.duration2004(0), "PT0S");
  assert.equal(T.duration2004(61000), "PT1M1S");
});
