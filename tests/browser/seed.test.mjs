// The seed quiz (content/) in both SCORM versions and every language: right, wrong, stop and resume,
// accessibility and screenshots.
import assert from "node:assert/strict";
import path from "node:path";
import { describe, test } from "node:test";
import * as h from "./harness.mjs";
import * as s from "./scenarios.mjs";

const { root, packages } = process.env.QUIZPACK_PLAYER_PACKAGES
  ? h.packagesOnDisk(process.env.QUIZPACK_PLAYER_PACKAGES)
  : h.exportPackages(path.join(h.sourceDir, "content"));
let browser, server;
h.useBrowser(root, (b, s) => { browser = b; server = s; });

test("the seed bank was exported for both SCORM versions", () => {
  assert.ok(packages.some((p) => p.format === "scorm12"));
  assert.ok(packages.some((p) => p.format === "scorm2004"));
});

test("every language of the seed bank was exported for both SCORM versions", () => {
  assert.deepEqual(h.missingPackages(packages, path.join(h.sourceDir, "content")), []);
});

for (const pkg of packages) {
  describe(`${pkg.quiz} ${pkg.lang} ${pkg.format}`, () => {
    const v12 = pkg.format === "scorm12";

    for (const right of [true, false]) {
      test(right ? "all answers right: passed, 100%" : "all answers wrong: failed, 0", async () => {
        const quiz = h.packageQuiz(root, pkg);
        const phone = !right;
        const { context, page, log } = await h.openHost(browser, server, phone ? { width: 375, height: 740 } : undefined);
        await h.installLms(page, pkg.format);
        const frame = await h.launch(page, server, pkg);
        assert.equal(await frame.evaluate(() => document.documentElement.lang), quiz.lang);
        assert.equal(await frame.evaluate(() => document.documentElement.dir), quiz.dir);
        s.assertNoViolations(await h.runAxe(frame), "the start screen");
        await h.act(frame, "preview");
        assert.equal(await frame.locator("#qp-preview li").count(), quiz.questions.length);
        await h.act(frame, "start");
        s.assertNoViolations(await h.runAxe(frame), "a question");
        const shots = h.screenshotDir(pkg.quiz, pkg.format, pkg.lang, phone ? "phone" : "desktop");
        const given = await s.answerQuestions(frame, quiz, right, { shots, narrow: phone });
        assert.equal(await frame.locator(".qp-results").getAttribute("data-passed"), String(right));
        assert.equal(Number(await frame.locator(".qp-results").getAttribute("data-percent")), right ? 100 : 0);
        await page.screenshot({ path: path.join(shots, "results.png"), fullPage: true });
        await h.act(frame, "review");
        assert.equal(await frame.locator(".qp-review-item").count(), quiz.questions.length);
        s.assertNoViolations(await h.runAxe(frame), "the results and review");
        await h.closeSco(page);
        s.checkFinished(pkg.format, quiz, await h.lmsData(page), given, right);
        s.checkCalls(pkg.format, await h.lmsCalls(page), quiz.questions.length, true);
        s.checkClean(log, server, pkg);
        await context.close();
      });
    }

    test("stopping halfway and relaunching resumes at the next question", async () => {
      const quiz = h.packageQuiz(root, pkg);
      const half = Math.floor(quiz.questions.length / 2);

      const first = await h.openHost(browser, server);
      await h.installLms(first.page, pkg.format);
      let frame = await h.launch(first.page, server, pkg);
      await h.act(frame, "start");
      const given1 = await s.answerQuestions(frame, quiz, true, { count: half });
      await h.closeSco(first.page);
      const saved = await h.lmsData(first.page);
      s.checkCalls(pkg.format, await h.lmsCalls(first.page), half, false);
      assert.equal(v12 ? saved.core.exit : saved.exit, "suspend");
      assert.equal(v12 ? saved.core.lesson_status : saved.completion_status, "incomplete");
      assert.equal(v12 ? saved.core.lesson_location : saved.location, String(half + 1));
      assert.match(saved.suspend_data, /^QP1\|/);
      assert.equal(s.listOf(saved.interactions).length, half);
      s.checkClean(first.log, server, pkg);
      await first.context.close();

      const second = await s.relaunchSuspended(browser, server, pkg, saved);
      frame = second.frame;
      await h.act(frame, "start");
      const next = await h.currentQuestionId(frame);
      assert.ok(!(next in given1), "the next question is one not answered yet");
      assert.match(await frame.locator("#qp-heading").textContent(), new RegExp(String(half + 1)));
      const given2 = await s.answerQuestions(frame, quiz, true);
      assert.equal(Object.keys(given1).length + Object.keys(given2).length, quiz.questions.length);
      await h.closeSco(second.page);
      s.checkFinished(pkg.format, quiz, await h.lmsData(second.page), given2, true);
      s.checkCalls(pkg.format, await h.lmsCalls(second.page), quiz.questions.length - half, true);
      s.checkClean(second.log, server, pkg);
      await second.context.close();
    });
  });
}
