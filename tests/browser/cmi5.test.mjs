// The cmi5 packages of the seed bank and the examples in headless Chromium against a local LRS: every statement
// valid xAPI, the cmi5 order and rules, the score, suspend and resume, and a refusing LRS.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, before, describe, test } from "node:test";
import * as h from "./harness.mjs";
import * as s from "./scenarios.mjs";
import { prepareLaunch, startLrs } from "./lrs.mjs";

const CMI5 = "https://w3id.org/xapi/cmi5/context/categories/cmi5";
const MOVEON = "https://w3id.org/xapi/cmi5/context/categories/moveon";
const SESSION = "https://w3id.org/xapi/cmi5/context/extensions/sessionid";
const verb = (st) => st.verb.id.replace("http://adlnet.gov/expapi/verbs/", "");
const bankDirs = [path.join(h.sourceDir, "content"), path.join(h.sourceDir, "examples")];

// Every cmi5 package the banks give, unzipped: [{ quiz, lang, dir, au }].
function exportCmi5() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "quizpack-cmi5-"));
  process.on("exit", () => fs.rmSync(root, { recursive: true, force: true }));
  const out = path.join(root, "out");
  execFileSync(process.env.QUIZPACK_BIN, ["export", "--format", "cmi5", "--out", out, ...bankDirs], { stdio: "pipe" });
  const packages = [];
  for (const bank of h.banksIn(bankDirs)) {
    for (const lang of bank.languages) {
      const zip = path.join(out, bank.id, lang, `${bank.id}.cmi5.zip`);
      if (!fs.existsSync(zip)) continue;
      const dir = path.join(bank.id, lang);
      fs.mkdirSync(path.join(root, dir), { recursive: true });
      execFileSync("unzip", ["-q", zip, "-d", path.join(root, dir)]);
      const xml = fs.readFileSync(path.join(root, dir, "cmi5.xml"), "utf8");
      const au = {
        id: /<au id="([^"]+)"/.exec(xml)[1], moveOn: /moveOn="([^"]+)"/.exec(xml)[1],
        masteryScore: Number(/masteryScore="([^"]+)"/.exec(xml)[1]), url: /<url>([^<]+)<\/url>/.exec(xml)[1]
      };
      packages.push({ quiz: bank.id, lang, dir, au });
    }
  }
  return { root, packages };
}

const { root, packages } = exportCmi5();
let lrs, browser, context, page;
const pageErrors = [];
before(async () => {
  lrs = await startLrs(root);
  browser = await h.launchBrowser();
  context = await browser.newContext();
  page = await context.newPage();
  page.on("pageerror", (e) => pageErrors.push(String(e)));
});
after(async () => {
  await browser?.close();
  await lrs?.close();
});

let launches = 0;
function newRegistration() { return crypto.randomUUID(); }

async function open(pkg, registration) {
  const activityId = `https://lms.invalid/activities/${pkg.quiz}/${pkg.lang}`;
  launches++;
  const launch = prepareLaunch(lrs, `${pkg.dir}/${pkg.au.url}`.replace(/\/index\.html$/, ""), {
    activityId, registration, masteryScore: pkg.au.masteryScore, moveOn: pkg.au.moveOn
  });
  await page.goto(launch.url);
  await page.waitForSelector("#quiz[data-screen]");
  return { ...launch, activityId, registration, frame: page.mainFrame() };
}

async function leave() {
  await page.goto("about:blank");
}

// Waits until the LRS holds a terminated statement of the session.
async function terminatedOf(sessionId) {
  for (let i = 0; i < 100; i++) {
    const found = lrs.statements.find((st) => verb(st) === "terminated" && st.context.extensions[SESSION] === sessionId);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error("no terminated statement for session " + sessionId);
}

// The cmi5 rules for one session's statements; returns them.
// The answered statements of questions all answered in full: one per question, a cloze one per gap.
// One answered statement per question, per gap of a cloze question, none for a description (a text page).
const answeredStatements = (questions) =>
  questions.reduce((n, q) => n + (q.kind === "cloze" ? q.gaps.length : q.kind === "description" ? 0 : 1), 0);

function checkSession(launch, questions, { finished, outcome, mastery }) {
  const list = lrs.statements.filter((st) => st.context?.extensions?.[SESSION] === launch.sessionId);
  const verbs = list.map(verb);
  assert.equal(verbs[0], "initialized", "initialized comes first");
  assert.equal(verbs.filter((v) => v === "terminated").length, 1, "exactly one terminated");
  assert.equal(verbs.at(-1), "terminated", "nothing after terminated");
  for (const st of list) {
    assert.equal(st.context.registration, launch.registration, `registration on ${verb(st)}`);
    assert.ok(st.context.extensions[SESSION], `session id on ${verb(st)}`);
    assert.deepEqual(st.actor, launch.actor);
    const categories = (st.context.contextActivities?.category || []).map((c) => c.id);
    const defined = verb(st) !== "answered";
    assert.equal(categories.includes(CMI5), defined, `cmi5 category on ${verb(st)} only when cmi5-defined`);
    if (defined) assert.equal(st.object.id, launch.activityId);
    if (["passed", "failed", "completed"].includes(verb(st))) assert.ok(categories.includes(MOVEON), `moveOn on ${verb(st)}`);
  }
  const answered = list.filter((st) => verb(st) === "answered");
  assert.equal(answered.length, questions, "one answered statement per question answered, a cloze one per gap");
  for (const st of answered) {
    assert.equal(st.object.definition.type, "http://adlnet.gov/expapi/activities/cmi.interaction");
    assert.ok(["choice", "true-false", "fill-in", "long-fill-in", "numeric", "matching", "sequencing", "other"]
      .includes(st.object.definition.interactionType));
    if (st.object.definition.interactionType === "sequencing") {
      const ids = st.object.definition.choices.map((c) => c.id);
      assert.equal(st.object.definition.correctResponsesPattern[0], ids.join("[,]"), "the items in their right order");
      assert.deepEqual(st.result.response.split("[,]").sort(), [...ids].sort(), "the response orders every item");
    }
    assert.equal(typeof st.result.response, "string");
  }
  const judged = list.filter((st) => ["passed", "failed"].includes(verb(st)));
  if (finished) {
    assert.deepEqual(verbs.slice(-2), ["completed", "terminated"], "completed right before terminated");
    const expected = outcome === "passed" || outcome === "failed" ? [outcome] : [];
    assert.deepEqual(judged.map(verb), expected, "passed or failed as the results say");
    for (const st of judged) {
      assert.equal(st.result.success, verb(st) === "passed");
      assert.equal(st.result.score.scaled >= mastery, verb(st) === "passed", "passed only when scaled >= masteryScore");
      assert.ok(verbs.indexOf(verb(st)) > verbs.lastIndexOf("answered"), "judged after the answers");
      assert.ok(st.result.duration);
    }
  } else {
    assert.deepEqual(judged, []);
    assert.ok(!verbs.includes("completed"));
  }
  return list;
}

test("cmi5 packages exist for every bank and language", () => {
  assert.ok(packages.length > 0, "no cmi5 package to test");
  const banks = h.banksIn(bankDirs);
  assert.ok(banks.length >= 2);
  for (const bank of banks)
    for (const lang of bank.languages) assert.ok(packages.some((p) => p.quiz === bank.id && p.lang === lang), `${bank.id} ${lang}`);
  assert.ok(packages.some((p) => p.quiz === "mixed-precision-training"), "the seed bank is among them");
});

test("the validator used by the LRS rejects an invalid statement", async () => {
  const { createRequire } = await import("node:module");
  const validate = createRequire(import.meta.url)("@learninglocker/xapi-validation").default;
  assert.ok(validate({ actor: { mbox: "mailto:a@b.c" }, verb: { id: "x" }, object: { id: "not an iri" } }).length > 0);
});

// All right in every package; all wrong in each bank's first language, to keep the run short.
for (const pkg of packages) {
  describe(`${pkg.quiz} ${pkg.lang} cmi5`, () => {
    const first = packages.find((p) => p.quiz === pkg.quiz) === pkg;
    for (const right of first ? [true, false] : [true]) {
      test(right ? "all answers right" : "all answers wrong", async () => {
        const quiz = h.packageQuiz(root, pkg);
        const launch = await open(pkg, newRegistration());
        await h.act(launch.frame, "start");
        await s.answerQuestions(launch.frame, quiz, right);
        const results = launch.frame.locator(".qp-results");
        const outcome = await results.getAttribute("data-outcome");
        const essays = quiz.questions.some((q) => q.kind === "essay");
        const percent = Number(await results.getAttribute("data-percent"));
        if (right && essays) assert.ok(percent > 0 && percent < 100, "essays await a grader");
        else assert.equal(percent, right ? 100 : 0);
        if (right) assert.ok(outcome === "passed" || outcome === "pending", outcome);
        else assert.equal(outcome, "failed");
        await terminatedOf(launch.sessionId);
        const list = checkSession(launch, answeredStatements(quiz.questions), { finished: true, outcome, mastery: pkg.au.masteryScore });
        const judged = list.find((st) => ["passed", "failed"].includes(verb(st)));
        if (judged) assert.ok(Math.abs(judged.result.score.scaled * 100 - percent) < 0.1, "the scaled score is the result's");
        if (pkg.au.moveOn === "CompletedAndPassed" && outcome === "passed")
          assert.ok(list.some((st) => verb(st) === "completed") && list.some((st) => verb(st) === "passed"), "moveOn met");
        assert.equal(await launch.frame.locator('[data-notice="lrs"]').count(), 0);
        await leave();
      });
    }
  });
}

const seed = packages.find((p) => p.quiz === "mixed-precision-training" && p.lang === "en");

test("suspend and resume: the second launch restores the answers from the State API", async () => {
  assert.ok(seed, "the seed bank's English package");
  const quiz = h.packageQuiz(root, seed);
  const registration = newRegistration();
  const first = await open(seed, registration);
  await h.act(first.frame, "start");
  const given = await s.answerQuestions(first.frame, quiz, true, { count: 2, finish: false });
  assert.equal(Object.keys(given).length, 2);
  const third = await h.currentQuestionId(first.frame);
  await leave();
  await terminatedOf(first.sessionId);
  checkSession(first, 2, { finished: false });

  const second = await open(seed, registration);
  assert.ok(await second.frame.locator(".qp-resume").count(), "the start screen offers to resume");
  await h.act(second.frame, "start");
  assert.equal(await h.currentQuestionId(second.frame), third, "resumes at the first unanswered question");
  await s.answerQuestions(second.frame, quiz, true);
  const outcome = await second.frame.locator(".qp-results").getAttribute("data-outcome");
  assert.equal(outcome, "passed");
  assert.equal(Number(await second.frame.locator(".qp-results").getAttribute("data-percent")), 100);
  await terminatedOf(second.sessionId);
  checkSession(second, quiz.questions.length - 2, { finished: true, outcome, mastery: seed.au.masteryScore });
  await leave();
});

test("an LRS that refuses statements: the learner finishes and is told results are not recorded", async () => {
  const quiz = h.packageQuiz(root, seed);
  const T = h.loadPlayerScripts(["strings.js"]).strings.stringsFor("en", quiz.trueFalse);
  lrs.refuse = true;
  try {
    const before = lrs.statements.length;
    const launch = await open(seed, newRegistration());
    const notice = launch.frame.locator('[data-notice="lrs"]');
    assert.equal(await notice.textContent(), T.lrsNotRecorded);
    assert.ok(await notice.isVisible());
    assert.equal(await launch.frame.locator(".qp-notices").getAttribute("role"), "status");
    await h.act(launch.frame, "start");
    await s.answerQuestions(launch.frame, quiz, true);
    assert.equal(await launch.frame.locator(".qp-results").getAttribute("data-outcome"), "passed");
    assert.equal(lrs.statements.length, before, "nothing was stored");
    await leave();
  } finally {
    lrs.refuse = false;
  }
});

test("no page errors, every request authorised, every stored statement valid", () => {
  assert.deepEqual(pageErrors, []);
  assert.deepEqual(lrs.badRequests, []);
  assert.deepEqual(lrs.invalid, []);
  assert.equal(lrs.fetched.length, launches, "one token fetch per launch");
});
