// Shared browser scenarios: taking a whole quiz, and checking what the LMS recorded against the SCORM books.
import assert from "node:assert/strict";
import path from "node:path";
import * as h from "./harness.mjs";

const letters = "abcdefghijklmnopqrstuvwxyz0123456789";
const digits = "123456789abcdefghijklmnopqrstuvwxyz";

// The interaction id a question gets: SCORM 1.2 identifiers allow only letters, digits, '-' and '_'.
export function interactionId(format, q) {
  return format === "scorm12" ? q.id.replace(/[^A-Za-z0-9_-]/g, "_") : q.id;
}

// The learner response and first correct pattern the SCORM books prescribe, computed apart from the player.
export function expected(format, q, given) {
  const v12 = format === "scorm12";
  switch (q.kind) {
    case "single-choice":
    case "multiple-response": {
      const right = q.choices.filter((c) => c.correct).map((c) => c.id);
      const letter = (id) => letters[q.choices.findIndex((c) => c.id === id)];
      const order = (ids) => q.choices.map((c) => c.id).filter((id) => ids.includes(id));
      return v12
        ? { type: "choice", response: order(given.choices).map(letter).join(","), pattern: right.map(letter).join(",") }
        : { type: "choice", response: order(given.choices).join("[,]"), pattern: right.join("[,]") };
    }
    case "true-false":
      return v12
        ? { type: "true-false", response: given.value ? "t" : "f", pattern: q.answer ? "t" : "f" }
        : { type: "true-false", response: String(given.value), pattern: String(q.answer) };
    case "short-answer":
      return { type: "fill-in", response: given.text, pattern: q.accepted[0] };
    case "numerical": {
      const [response, low, high] = [given.number, q.low, q.high].map(plainNumber);
      if (v12) return { type: "numeric", response, pattern: q.low === q.high ? low : undefined };
      const fits = [response, low, high].every((t) => /^-?\d{1,10}(\.\d{1,18})?$/.test(t));
      return fits ? { type: "numeric", response, pattern: `${low}[:]${high}` }
        : { type: "other", response, pattern: q.low === q.high ? low : `${low}..${high}` };
    }
    case "matching": {
      const targets = q.pairs.filter((p) => !p.sameAnswerAs).map((p) => p.id).concat(q.distractors.map((d) => d.id));
      const answer = (p) => p.sameAnswerAs ?? p.id;
      return v12
        ? { type: "matching",
            response: q.pairs.map((p, i) => `${digits[i]}.${letters[targets.indexOf(given.matches[p.id])]}`).join(","),
            pattern: q.pairs.map((p, i) => `${digits[i]}.${letters[targets.indexOf(answer(p))]}`).join(",") }
        : { type: "matching", response: q.pairs.map((p) => `${p.id}[.]${given.matches[p.id]}`).join("[,]"),
            pattern: q.pairs.map((p) => `${p.id}[.]${answer(p)}`).join("[,]") };
    }
    case "ordering": {
      const letter = (id) => letters[q.items.findIndex((i) => i.id === id)];
      const right = q.items.map((i) => i.id);
      return v12
        ? { type: "sequencing", response: given.order.map(letter).join(","), pattern: right.map(letter).join(",") }
        : { type: "sequencing", response: given.order.join("[,]"), pattern: right.join("[,]") };
    }
    case "essay":
      return { type: v12 ? "fill-in" : "long-fill-in", response: given.text.replace(/\s+/g, " "), pattern: undefined };
  }
  throw new Error("unknown kind " + q.kind);
}

// What each interaction record answers: a question, or each gap of a cloze question as the question that scores it
// (id "<question>.<gap>", worth the gap's points).
function interactionSubjects(quiz, given) {
  const subjects = [];
  for (const [id, answer] of Object.entries(given)) {
    const q = quiz.questions.find((x) => x.id === id);
    if (q.kind !== "cloze") {
      subjects.push({ q, given: answer });
      continue;
    }
    for (const gap of q.gaps) {
      if (!answer.gaps[gap.id]) continue;
      const sub = { id: `${q.id}.${gap.id}`, points: gap.points };
      if (gap.kind === "text") Object.assign(sub, { kind: "short-answer", accepted: gap.accepted });
      else if (gap.kind === "number") Object.assign(sub, { kind: "numerical", low: gap.low, high: gap.high });
      else Object.assign(sub, { kind: "single-choice", choices: gap.options });
      subjects.push({ q: sub, given: answer.gaps[gap.id] });
    }
  }
  return subjects;
}

export function listOf(collection) {
  const list = collection?.childArray ?? collection ?? [];
  return Array.isArray(list) ? list : Object.values(list);
}

// Answers questions from the current one on, `count` of them (all by default), checking focus and outcome.
// `shots` (a folder) receives question.png and feedback.png of the first question answered.
// `narrow` checks after each answer that nothing is wider than the (phone) screen.
// Each list of a matching question offers each distinct answer once: a shared answer appears one time.
async function checkMatchOffers(frame, q) {
  const answers = q.pairs.filter((p) => !p.sameAnswerAs).map((p) => p.id).concat(q.distractors.map((d) => d.id));
  for (const p of q.pairs) {
    const offered = await frame.locator(`select[data-pair="${p.id}"] option`)
      .evaluateAll((options) => options.map((o) => o.value).filter((v) => v !== ""));
    assert.deepEqual([...offered].sort(), [...answers].sort(), `${q.id}: ${p.id} offers each distinct answer once`);
  }
}

// `axeKinds`: kinds whose question page (answered, before checking) axe must find without violations.
export async function answerQuestions(frame, quiz, right, { count = Infinity, shots = null, finish = true, narrow = false, axeKinds = [] } = {}) {
  const given = {};
  for (let k = 0; k < count; k++) {
    while (await h.onTextPage(frame)) {
      if (axeKinds.includes("description")) assertNoViolations(await h.runAxe(frame), "a text page");
      const last = (await frame.locator('[data-action="finish"]').count()) > 0;
      if (last && !finish) return given;
      if ((await h.passTextPage(frame)) === "finish") return given;
    }
    assert.equal(await h.activeId(frame), "qp-heading", "focus moves to the question");
    const id = await h.currentQuestionId(frame);
    const q = quiz.questions.find((x) => x.id === id);
    if (q.kind === "matching") await checkMatchOffers(frame, q);
    given[id] = await h.answer(frame, q, right);
    if (axeKinds.includes(q.kind)) assertNoViolations(await h.runAxe(frame), `the ${q.kind} question ${id}`);
    if (shots && k === 0) await frame.page().screenshot({ path: path.join(shots, "question.png"), fullPage: true });
    await h.act(frame, "check");
    assert.equal(await h.activeId(frame), "qp-feedback", "focus moves to the feedback");
    assert.equal(await frame.locator("#qp-feedback").getAttribute("role"), "status", "feedback is a live region");
    const outcome = await frame.locator("#qp-feedback").getAttribute("data-outcome");
    assert.equal(outcome, q.kind === "essay" ? "neutral" : right ? "correct" : "incorrect", `outcome of ${id}`);
    if (shots && k === 0) await frame.page().screenshot({ path: path.join(shots, "feedback.png"), fullPage: true });
    if (narrow) {
      const widths = await frame.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
      assert.ok(widths[0] <= widths[1], `${id} fits the screen width (${widths[0]} > ${widths[1]})`);
    }
    const last = (await frame.locator('[data-action="finish"]').count()) > 0;
    if (last && !finish) break;
    await h.act(frame, last ? "finish" : "next");
    if (last) break;
  }
  return given;
}

// A number as a plain decimal, no exponent: SCORM's number types have none.
function plainNumber(n) {
  const m = /^(-?)(\d+)(?:\.(\d+))?(?:e([-+]\d+))?$/.exec(String(n));
  const [sign, whole, fraction = "", exponent = "0"] = m.slice(1);
  const digits = whole + fraction, point = whole.length + Number(exponent);
  const text = point <= 0 ? "0." + "0".repeat(-point) + digits
    : point >= digits.length ? digits + "0".repeat(point - digits.length)
    : digits.slice(0, point) + "." + digits.slice(point);
  return sign + (text.replace(/^0+(?=\d)/, "").replace(/(\.\d*?)0+$/, "$1").replace(/\.$/, "") || "0");
}

// What the LMS holds after a finished session matches the answers: status, score, interactions, exit.
export function checkFinished(format, quiz, cmi, given, right) {
  const v12 = format === "scorm12";
  const total = quiz.questions.reduce((sum, q) => sum + q.points, 0);
  const pending = quiz.questions.filter((q) => q.kind === "essay").reduce((sum, q) => sum + q.points, 0);
  const earned = right ? total - pending : 0;
  const mark = quiz.passingScore * total;
  const verdict = earned >= mark ? "passed" : earned + pending >= mark ? "pending" : "failed";
  if (v12) {
    assert.equal(cmi.core.lesson_status, verdict === "pending" ? "completed" : verdict);
    assert.equal(Number(cmi.core.score.raw), Math.round((earned / total) * 10000) / 100);
    assert.equal(cmi.core.score.min, "0");
    assert.equal(cmi.core.score.max, "100");
    assert.equal(cmi.core.exit, "");
    assert.match(cmi.core.session_time, /^\d{2,4}:\d\d:\d\d(\.\d\d?)?$/);
  } else {
    assert.equal(cmi.success_status, verdict === "pending" ? "unknown" : verdict);
    assert.equal(cmi.completion_status, "completed");
    assert.equal(Number(cmi.score.scaled), Math.round((earned / total) * 10000) / 10000);
    assert.equal(Number(cmi.score.max), total);
    assert.equal(Number(cmi.score.raw), earned);
    assert.equal(cmi.exit, "normal");
    assert.match(cmi.session_time, /^PT(\d+H)?(\d+M)?(\d+(\.\d+)?S)$/);
  }
  const records = listOf(cmi.interactions);
  const subjects = interactionSubjects(quiz, given);
  assert.equal(records.length, subjects.length, "one interaction per answered question, a cloze one per gap");
  for (const rec of records) {
    const subject = subjects.find((x) => interactionId(format, x.q) === rec.id);
    assert.ok(subject, `interaction ${rec.id} is an answered question or gap`);
    const { q } = subject;
    const want = expected(format, q, subject.given);
    assert.equal(rec.type, want.type, `type of ${q.id}`);
    assert.equal(v12 ? rec.student_response : rec.learner_response, want.response, `response of ${q.id}`);
    const patterns = listOf(rec.correct_responses).map((c) => c.pattern.replace(/^\{case_matters=true\}/, ""));
    if (want.pattern !== undefined) assert.equal(patterns[0], want.pattern, `pattern of ${q.id}`);
    else if (q.kind === "essay") assert.equal(patterns.length, 0);
    const result = q.kind === "essay" ? "neutral" : right ? "correct" : v12 ? "wrong" : "incorrect";
    assert.equal(rec.result, result, `result of ${q.id}`);
    assert.equal(Number(rec.weighting), q.kind === "essay" ? 0 : q.points);
    assert.match(rec.latency, v12 ? /^\d{2,4}:\d\d:\d\d(\.\d\d?)?$/ : /^PT/);
    if (v12) assert.match(rec.time, /^\d\d:\d\d:\d\d$/);
    else {
      assert.match(rec.timestamp, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d\d?)?Z$/);
      assert.ok(rec.description.startsWith(`{lang=${quiz.lang}}`));
    }
  }
}

// The questions of a quiz that take an answer: every item but its descriptions.
export function answerable(quiz) {
  return quiz.questions.filter((q) => q.kind !== "description");
}

// Initialize and Terminate once each, a commit after every answer and at the end, no call refused.
export function checkCalls(format, calls, answers, finished) {
  const v12 = format === "scorm12";
  const count = (name) => calls.filter((c) => c.name === name).length;
  assert.equal(count(v12 ? "LMSInitialize" : "Initialize"), 1, "initialised once");
  assert.equal(count(v12 ? "LMSFinish" : "Terminate"), 1, "terminated once");
  assert.equal(count(v12 ? "LMSCommit" : "Commit"), answers + (finished ? 1 : 0), "one commit per answer");
  assert.deepEqual(calls.filter((c) => c.result === "false"), [], "the LMS accepted every call");
}

// No console error, script error, dialog, or request outside the package.
export function checkClean(log, server, pkg) {
  assert.deepEqual(log.consoleErrors, [], "console errors");
  assert.deepEqual(log.pageErrors, [], "page errors");
  assert.deepEqual(log.dialogs, [], "dialogs");
  assert.deepEqual(h.requestsOutsidePackage(log, server, pkg), [], "requests outside the package");
}

export function assertNoViolations(violations, where) {
  assert.deepEqual(violations, [], `axe violations on ${where}`);
}

// A relaunch after a suspended session: a new page whose LMS starts from what the first left (`saved`, its data
// model); the player must say it resumes. The page as openHost gives it, with the SCO frame.
export async function relaunchSuspended(browser, server, pkg, saved) {
  const second = await h.openHost(browser, server);
  await h.installLms(second.page, pkg.format, { start: resumeData(pkg.format, saved) });
  const frame = await h.launch(second.page, server, pkg);
  assert.equal(await frame.locator(".qp-resume").count(), 1, "the learner is told the quiz resumes");
  return { ...second, frame };
}

// The LMS's starting data for a relaunch after a suspended session, as an LMS keeps it.
function resumeData(format, cmi) {
  return format === "scorm12"
    ? { core: { entry: "resume", lesson_location: cmi.core.lesson_location, lesson_status: cmi.core.lesson_status },
        suspend_data: cmi.suspend_data }
    : { entry: "resume", location: cmi.location, suspend_data: cmi.suspend_data, completion_status: cmi.completion_status };
}
