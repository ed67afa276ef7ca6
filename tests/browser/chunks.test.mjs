// A bank of 520 questions in six chunk scripts, with sections, draws and shuffling, in both SCORM versions:
// opening loads quiz-data.js alone, moving on loads the chunk of the next page, an attempt suspended across a chunk
// boundary resumes with its answers, the score and the review cover the drawn questions, a missing chunk is reported.
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, test } from "node:test";
import * as h from "./harness.mjs";
import * as s from "./scenarios.mjs";

const KINDS = ["single-choice", "multiple-response", "true-false", "short-answer", "numerical", "matching", "ordering",
               "cloze", "essay"];
const en = (text) => ({ en: { text, state: "source" } });

// Question i of the bank, of the i-th kind in turn, worth 2 points (a cloze 1 per gap; a drawn section's questions
// are all worth the same), or `points` when given.
function question(i, section, points = 2) {
  const kind = KINDS[i % KINDS.length];
  const base = { id: `q${i}`, kind, section, points, stem: en(`Question ${i}, a ${kind} one.`) };
  const list = (prefix, n) => Array.from({ length: n }, (_, k) => ({ id: `${prefix}${k + 1}`, text: en(`${prefix} ${k + 1} of ${i}`) }));
  switch (kind) {
    case "single-choice":
      return { ...base, choices: list("c", 3).map((c, k) => ({ ...c, correct: k === 1 })) };
    case "multiple-response":
      return { ...base, partialCredit: "all-or-nothing", choices: list("c", 4).map((c, k) => ({ ...c, correct: k % 2 === 0 })) };
    case "true-false":
      return { ...base, answer: i % 2 === 0 };
    case "short-answer":
      return { ...base, accepted: { en: [`word${i}`] } };
    case "numerical":
      return { ...base, accept: { value: i, tolerance: 0.5 } };
    case "matching":
      return { ...base, pairs: [1, 2, 3].map((k) => ({ id: `p${k}`, prompt: en(`prompt ${k} of ${i}`), answer: en(`answer ${k} of ${i}`) })) };
    case "ordering":
      return { ...base, items: list("item", 4) };
    case "cloze":
      return { ...base, points: 2, stem: en(`Question ${i}: type {{g1}}, then choose {{g2}}.`),
               gaps: [{ id: "g1", kind: "text", accepted: { en: [`fill${i}`] } },
                      { id: "g2", kind: "choice", options: [{ id: "o1", text: en("yes"), correct: true }, { id: "o2", text: en("no") }] }] };
    case "essay":
      return base;
  }
  throw new Error("no kind " + kind);
}

// Sections: "opening" (a description, then 2 questions: the first page is in quiz-data.js), "middle" drawing 4 of
// 397 (chunks 1 to 4), "late" drawing 3 of 120 (chunks 5 and 6).
function writeBank() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "quizpack-chunks-bank-"));
  process.on("exit", () => fs.rmSync(dir, { recursive: true, force: true }));
  const questions = [{ id: "welcome", kind: "description", section: "opening", title: en("Welcome"), stem: en("Nine questions follow.") }];
  questions.push(question(1, "opening", 1), question(2, "opening", 3));
  for (let i = 3; i < 520; i++) questions.push(question(i, i < 400 ? "middle" : "late"));
  const bank = {
    id: "chunked", version: "1.0.0", sourceLanguage: "en", languages: ["en"], level: "medium", passingScore: 0.5,
    shuffle: { questions: true, choices: true }, title: en("A bank in chunks"), description: en("Questions in chunks."),
    sections: [{ id: "opening", title: en("Opening") }, { id: "middle", title: en("Middle"), draw: 4 },
               { id: "late", title: en("Late"), draw: 3 }],
    questions
  };
  fs.writeFileSync(path.join(dir, "quiz.json"), JSON.stringify(bank, null, 1));
  return dir;
}

const bankDir = writeBank();
const { root, packages } = h.exportPackages(bankDir);
let browser, server;
h.useBrowser(root, (b, s) => { browser = b; server = s; });

const DRAWN = 9;  // 2 + 4 + 3 questions, after the description

function chunkFile(quiz, index) {
  const k = Math.floor(index / quiz.chunks.size);
  return k === 0 ? "quiz-data.js" : `quiz-data-${k + 1}.js`;
}

// The quiz data scripts the SCO frame requested, each once, in order.
function dataScripts(log) {
  const names = log.requests.filter((r) => r.frame === "sco" && /\/quiz-data(-\d+)?\.js$/.test(r.url))
    .map((r) => path.basename(r.url));
  return [...new Set(names)];
}

// Waits until the frame shows another page than `previousId` (a question, a text page or the results).
async function nextScreen(frame, previousId) {
  await frame.waitForFunction((prev) => {
    const screen = document.getElementById("quiz").getAttribute("data-screen");
    if (screen === "results" || screen === "error") return true;
    const shown = document.querySelector(".qp-question");
    return (screen === "question" || screen === "text") && shown && shown.getAttribute("data-question-id") !== prev;
  }, previousId);
}

// Goes through pages until `answers` more questions are answered right (the last one checked, not left), checking
// after each page that the frame has loaded no chunk beyond quiz-data.js, the chunks of the pages seen and at most
// one more (the next page's). Returns the answers by question id; `seen` gets each page's question id.
async function walk(frame, log, quiz, answers, seen) {
  const indexOf = (id) => quiz.questions.findIndex((q) => q.id === id);
  const given = {};
  let answered = 0;
  for (;;) {
    const id = await h.currentQuestionId(frame);
    seen.push(id);
    const needed = new Set(["quiz-data.js"].concat(seen.map((x) => chunkFile(quiz, indexOf(x)))));
    const extra = dataScripts(log).filter((f) => !needed.has(f));
    assert.ok(extra.length <= 1, `at ${id}, no chunk loaded beyond the next page's: ${extra}`);
    if (await h.onTextPage(frame)) {
      await h.passTextPage(frame);
      await nextScreen(frame, id);
      continue;
    }
    given[id] = await h.answer(frame, quiz.questions[indexOf(id)], true);
    await h.act(frame, "check");
    await frame.waitForSelector('#quiz[data-screen="feedback"]');
    if (++answered === answers) return given;
    const last = (await frame.locator('[data-action="finish"]').count()) > 0;
    await h.act(frame, last ? "finish" : "next");
    await nextScreen(frame, id);
    if (last) return given;
  }
}

test("the chunked bank was exported for both SCORM versions", () => {
  assert.deepEqual(h.missingPackages(packages, bankDir), []);
  assert.equal(packages.length, 2);
});

for (const pkg of packages) {
  describe(`${pkg.quiz} ${pkg.lang} ${pkg.format}`, () => {
    test("quiz-data.js has the first chunk and the outline; every chunk script is in the manifest", () => {
      const quiz = h.packageQuiz(root, pkg);
      assert.deepEqual(quiz.chunks, { count: 6, size: 100 }, "six chunks of 100 questions");
      assert.equal(quiz.questions.length, 520);
      const dir = path.join(root, pkg.dir);
      const scripts = fs.readdirSync(dir).filter((f) => /^quiz-data(-\d+)?\.js$/.test(f)).sort();
      assert.deepEqual(scripts, ["quiz-data-2.js", "quiz-data-3.js", "quiz-data-4.js", "quiz-data-5.js", "quiz-data-6.js",
                                 "quiz-data.js"]);
      const manifest = fs.readFileSync(path.join(dir, "imsmanifest.xml"), "utf8");
      for (const f of scripts) assert.ok(manifest.includes(`<file href="${f}" />`), `the manifest lists ${f}`);
      assert.deepEqual(quiz.outline.textOnly, [0], "the outline names the description as the one text-only page");
      assert.ok(new Set(quiz.questions.map((q) => q.kind)).size === KINDS.length + 1, "every kind and a description");
      const { suspend } = h.loadPlayerScripts(["suspend.js"]);
      const written = quiz.fingerprint;
      assert.match(written, /^[0-9a-z]+$/);
      assert.equal(suspend.fingerprint({ ...quiz, fingerprint: undefined }), written,
                   "quizpack writes the fingerprint suspend.js computes from every question");
    });

    test("opening loads quiz-data.js alone; moving on loads the next chunk; resume across chunks; score, review", async () => {
      const quiz = h.packageQuiz(root, pkg);
      const indexOf = (id) => quiz.questions.findIndex((q) => q.id === id);
      const first = await h.openHost(browser, server);
      await h.installLms(first.page, pkg.format);
      let frame = await h.launch(first.page, server, pkg);
      await frame.waitForTimeout(300);
      assert.deepEqual(dataScripts(first.log), ["quiz-data.js"], "the start screen needs quiz-data.js alone");
      await h.act(frame, "start");
      await nextScreen(frame, null);
      const seen = [];
      const given1 = await walk(frame, first.log, quiz, 7, seen);
      const answered1 = Object.keys(given1);
      assert.equal(answered1.length, 7);
      assert.ok(indexOf(answered1[6]) >= 400, "the seventh answer is in the late section");
      const chunks1 = new Set(answered1.map((id) => chunkFile(quiz, indexOf(id))));
      const late = chunkFile(quiz, indexOf(answered1[6]));
      assert.ok(["quiz-data-5.js", "quiz-data-6.js"].includes(late), `the late section's chunk: ${late}`);
      assert.ok(chunks1.has("quiz-data.js") && chunks1.has(late), "the answers span the first and a late chunk");
      assert.ok(dataScripts(first.log).includes(late), "moving on loaded the late section's chunk");
      await h.closeSco(first.page);
      const saved = await h.lmsData(first.page);
      s.checkClean(first.log, server, pkg);
      await first.context.close();

      const second = await s.relaunchSuspended(browser, server, pkg, saved);
      frame = second.frame;
      const resumed = dataScripts(second.log);
      for (const f of chunks1) assert.ok(resumed.includes(f), `resuming loads ${f}, which holds an answer`);
      await h.act(frame, "preview");
      await frame.waitForSelector("#qp-preview:not([hidden]) li");
      const previewStems = await frame.locator("#qp-preview li").evaluateAll((items) => items.map((li) => li.innerHTML));
      assert.equal(previewStems.length, DRAWN, "the preview lists the drawn questions");
      await h.act(frame, "start");
      await nextScreen(frame, null);
      const firstAfter = await h.currentQuestionId(frame);
      assert.ok(!answered1.includes(firstAfter) && indexOf(firstAfter) >= 400, "the attempt continues in the late section");
      const given2 = await walk(frame, second.log, quiz, Infinity, seen);
      assert.equal(Object.keys(given2).length, 2);
      await frame.waitForSelector(".qp-results");

      const drawnIds = seen.filter((id) => quiz.questions[indexOf(id)].kind !== "description");
      const drawn = drawnIds.map((id) => quiz.questions[indexOf(id)]);
      assert.equal(new Set(drawnIds).size, DRAWN);
      assert.deepEqual(previewStems, drawn.map((q) => q.stem), "the preview showed the attempt's questions");
      const total = drawn.reduce((sum, q) => sum + q.points, 0);
      const earned = drawn.filter((q) => q.kind !== "essay").reduce((sum, q) => sum + q.points, 0);
      assert.equal(await frame.locator(".qp-results").getAttribute("data-percent"), String(Math.round((earned / total) * 1000) / 10));
      await h.act(frame, "review");
      const items = frame.locator(".qp-review-item");
      assert.deepEqual(await items.evaluateAll((els) => els.map((e) => e.getAttribute("data-question-id"))), drawnIds,
                       "the review lists every drawn question in order");
      const verdicts = await items.locator(".qp-verdict").allTextContents();
      verdicts.forEach((v, k) => assert.match(v, drawn[k].kind === "essay" ? /^•/ : /^✓/, `${drawnIds[k]} kept its answer`));
      await h.closeSco(second.page);
      s.checkFinished(pkg.format, { ...quiz, questions: drawn }, await h.lmsData(second.page), given2, true);
      s.checkClean(second.log, server, pkg);
      await second.context.close();
    });
  });
}

test("a chunk that cannot be loaded is reported on screen", async () => {
  const pkg = packages.find((p) => p.format === "scorm12");
  const quiz = h.packageQuiz(root, pkg);
  const { context, page, log } = await h.openHost(browser, server);
  for (const late of ["quiz-data-5.js", "quiz-data-6.js"]) await page.route("**/" + late, (route) => route.abort());
  await h.installLms(page, pkg.format);
  const frame = await h.launch(page, server, pkg);
  await h.act(frame, "start");
  await nextScreen(frame, null);
  await walk(frame, log, quiz, 6, []);
  await h.act(frame, "next");
  await frame.waitForSelector('#quiz[data-screen="error"]');
  const message = frame.locator('[data-error="load"]');
  const file = await message.getAttribute("data-file");
  assert.ok(["quiz-data-5.js", "quiz-data-6.js"].includes(file), `the missing chunk is named: ${file}`);
  assert.ok((await message.textContent()).includes(`(${file}) could not be loaded`));
  assert.equal(await message.getAttribute("role"), "alert");
  assert.equal(await frame.locator("#quiz").getAttribute("aria-busy"), null, "the page is no longer marked busy");
  assert.deepEqual(log.pageErrors, []);
  await context.close();
});
