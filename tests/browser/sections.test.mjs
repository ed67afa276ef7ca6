// A bank with sections, random draws and a description in both SCORM versions: each attempt shows every section's
// title and draws its questions once, a suspended attempt resumes with the same questions, and the score covers them only.
import assert from "node:assert/strict";
import path from "node:path";
import { describe, test } from "node:test";
import * as h from "./harness.mjs";
import * as s from "./scenarios.mjs";

const bankDir = path.join(h.sourceDir, "tests/validate/cases/valid-sections");
const { root, packages } = h.exportPackages(bankDir);
let browser, server;
h.useBrowser(root, (b, s) => { browser = b; server = s; });

// The section holding question `id`.
function sectionOf(quiz, id) {
  const index = quiz.questions.findIndex((q) => q.id === id);
  return quiz.sections.find((sec) => index >= sec.first && index < sec.first + sec.count);
}

// The stems the start screen's preview lists: the attempt's questions, in order.
async function previewStems(frame) {
  return frame.locator("#qp-preview li").evaluateAll((items) => items.map((li) => li.innerHTML));
}

// The attempt's questions from the preview, each found by its stem.
function drawnQuestions(quiz, stems) {
  return stems.map((stem) => {
    const q = quiz.questions.find((x) => x.stem === stem);
    assert.ok(q, `the preview lists a question of the bank: ${stem}`);
    return q;
  });
}

// Every section gives its draw (or all its questions, its descriptions aside), in the bank's section order.
function checkDraw(quiz, drawn) {
  let at = 0;
  for (const sec of quiz.sections) {
    const own = quiz.questions.slice(sec.first, sec.first + sec.count).filter((q) => q.kind !== "description");
    const want = sec.draw || own.length;
    const taken = drawn.slice(at, at + want);
    assert.equal(taken.length, want, `section ${sec.id} gives ${want} questions`);
    for (const q of taken) assert.equal(sectionOf(quiz, q.id).id, sec.id, `${q.id} stands in section ${sec.id}`);
    at += want;
  }
  assert.equal(at, drawn.length, "no question outside the draws");
  assert.equal(new Set(drawn.map((q) => q.id)).size, drawn.length, "no question drawn twice");
}

// Answers the attempt's questions, checking each shows its section's title.
async function answerDrawn(frame, quiz, count) {
  const given = {};
  for (let k = 0; k < count; k++) {
    while (await h.onTextPage(frame)) {
      const id = await h.currentQuestionId(frame);
      assert.equal(await frame.locator(".qp-text-page .qp-section").innerHTML(), sectionOf(quiz, id).title);
      await h.passTextPage(frame);
    }
    const id = await h.currentQuestionId(frame);
    const title = await frame.locator(".qp-question .qp-section").innerHTML();
    assert.equal(title, sectionOf(quiz, id).title, `the title of ${id}'s section stands above it`);
    given[id] = await h.answer(frame, quiz.questions.find((q) => q.id === id), true);
    await h.act(frame, "check");
    const last = (await frame.locator('[data-action="finish"]').count()) > 0;
    if (last || k + 1 === count) {
      if (last) await h.act(frame, "finish");
      break;
    }
    await h.act(frame, "next");
  }
  return given;
}

test("the sections bank was exported for both SCORM versions in every language", () => {
  assert.deepEqual(h.missingPackages(packages, bankDir), []);
  assert.ok(packages.length >= 4);
});

for (const pkg of packages) {
  describe(`${pkg.quiz} ${pkg.lang} ${pkg.format}`, () => {
    test("attempts draw their questions per section; the score covers the drawn ones", async () => {
      const quiz = h.packageQuiz(root, pkg);
      assert.ok(quiz.sections.some((sec) => sec.draw), "the bank draws");
      const draws = new Set();
      for (let attempt = 0; attempt < 6; attempt++) {
        const { context, page, log } = await h.openHost(browser, server);
        await h.installLms(page, pkg.format);
        const frame = await h.launch(page, server, pkg);
        const drawn = drawnQuestions(quiz, await previewStems(frame));
        checkDraw(quiz, drawn);
        draws.add(drawn.map((q) => q.id).join(","));
        if (attempt === 0) {
          s.assertNoViolations(await h.runAxe(frame), "the start screen");
          await h.act(frame, "start");
          s.assertNoViolations(await h.runAxe(frame), "a question with its section title");
          const given = await answerDrawn(frame, quiz, drawn.length);
          assert.equal(Object.keys(given).length, drawn.length);
          assert.equal(await frame.locator(".qp-results").getAttribute("data-percent"), "100");
          await h.act(frame, "review");
          assert.equal(await frame.locator(".qp-review-item").count(), drawn.length, "the review lists the drawn questions");
          await h.closeSco(page);
          s.checkFinished(pkg.format, { ...quiz, questions: drawn }, await h.lmsData(page), given, true);
          s.checkClean(log, server, pkg);
        }
        await context.close();
      }
      assert.ok(draws.size > 1, `six attempts drew ${draws.size} set of questions`);
    });

    test("a suspended attempt resumes with the questions it drew", async () => {
      const quiz = h.packageQuiz(root, pkg);
      const first = await h.openHost(browser, server);
      await h.installLms(first.page, pkg.format);
      let frame = await h.launch(first.page, server, pkg);
      const stems = await previewStems(frame);
      const drawn = drawnQuestions(quiz, stems);
      await h.act(frame, "start");
      const half = 3;
      const given1 = await answerDrawn(frame, quiz, half);
      assert.deepEqual(Object.keys(given1), drawn.slice(0, half).map((q) => q.id));
      await h.closeSco(first.page);
      const saved = await h.lmsData(first.page);
      assert.equal(s.listOf(saved.interactions).length, half);
      await first.context.close();

      const second = await s.relaunchSuspended(browser, server, pkg, saved);
      frame = second.frame;
      assert.deepEqual(await previewStems(frame), stems, "the resumed attempt has the same questions");
      await h.act(frame, "start");
      const given2 = await answerDrawn(frame, quiz, drawn.length - half);
      assert.deepEqual(Object.keys(given2), drawn.slice(half).map((q) => q.id));
      await h.closeSco(second.page);
      s.checkFinished(pkg.format, { ...quiz, questions: drawn }, await h.lmsData(second.page), given2, true);
      s.checkClean(second.log, server, pkg);
      await second.context.close();
    });
  });
}
