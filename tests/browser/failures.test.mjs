// The player under failure: no LMS, an LMS that refuses or throws, failing commits, damaged resume data,
// the file opened directly. The learner can always take the quiz and is told what happened.
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

// Takes the whole quiz right and checks the results screen; returns the notices the learner saw.
async function takeWholeQuiz(frame, quiz) {
  await h.act(frame, "start");
  await s.answerQuestions(frame, quiz, true);
  assert.equal(await frame.locator(".qp-results").getAttribute("data-passed"), "true");
  return frame.locator("[data-notice]").evaluateAll((nodes) => nodes.map((n) => n.getAttribute("data-notice")));
}

function cleanOfErrors(log) {
  assert.deepEqual(log.consoleErrors, []);
  assert.deepEqual(log.pageErrors, []);
  assert.deepEqual(log.dialogs, []);
}

const firstLang = packages[0]?.lang;
test("the seed bank was exported for both SCORM versions in every language", () => {
  assert.deepEqual(h.missingPackages(packages, path.join(h.sourceDir, "content")), []);
  for (const format of ["scorm12", "scorm2004"])
    assert.ok(packages.some((p) => p.lang === firstLang && p.format === format), `${firstLang} ${format}`);
});

for (const pkg of packages.filter((p) => p.lang === firstLang)) {
  describe(`${pkg.quiz} ${pkg.lang} ${pkg.format}`, () => {
    for (const failure of ["missing", "false", "throw"]) {
      test(`LMS API ${failure}: the quiz works and says results are not recorded`, async () => {
        const quiz = h.packageQuiz(root, pkg);
        const { context, page, log } = await h.openHost(browser, server);
        await h.installLms(page, pkg.format, { failure });
        const frame = await h.launch(page, server, pkg);
        const notices = await takeWholeQuiz(frame, quiz);
        assert.deepEqual(notices, ["lms"]);
        await h.closeSco(page);
        cleanOfErrors(log);
        assert.deepEqual(h.requestsOutsidePackage(log, server, pkg), []);
        await context.close();
      });
    }

    test("commit failing: the learner is told, the quiz goes on", async () => {
      const quiz = h.packageQuiz(root, pkg);
      const { context, page, log } = await h.openHost(browser, server);
      await h.installLms(page, pkg.format, { failure: "commit" });
      const frame = await h.launch(page, server, pkg);
      const notices = await takeWholeQuiz(frame, quiz);
      assert.deepEqual(notices, ["lms-error"]);
      assert.match(await frame.locator('[data-notice="lms-error"]').textContent(), /Commit/);
      await h.closeSco(page);
      cleanOfErrors(log);
      await context.close();
    });

    const v12 = pkg.format === "scorm12";
    const damaged = {
      corrupted: () => "{\"slide\":3}garbage",
      truncated: (real) => real.slice(0, Math.ceil(real.length / 2)),
      "from an older package": (real) => real.replace(/^QP1\|[0-9a-z]+\|/, "QP1|0ld|")
    };
    let saved = null;
    // The resume data a real session leaves after two answers, made once for the damage tests.
    async function savedAfterTwoAnswers(quiz) {
      if (saved) return saved;
      const first = await h.openHost(browser, server);
      await h.installLms(first.page, pkg.format);
      const frame = await h.launch(first.page, server, pkg);
      await h.act(frame, "start");
      await s.answerQuestions(frame, quiz, true, { count: 2 });
      await h.closeSco(first.page);
      saved = await h.lmsData(first.page);
      await first.context.close();
      return saved;
    }
    for (const [name, damage] of Object.entries(damaged)) {
      test(`resume data ${name}: the quiz starts again and says why`, async () => {
        const quiz = h.packageQuiz(root, pkg);
        await savedAfterTwoAnswers(quiz);
        let frame;
        const data = damage(saved.suspend_data);
        const start = v12 ? { core: { entry: "resume", lesson_location: "3" }, suspend_data: data }
          : { entry: "resume", location: "3", suspend_data: data };
        const { context, page, log } = await h.openHost(browser, server);
        await h.installLms(page, pkg.format, { start });
        frame = await h.launch(page, server, pkg);
        assert.equal(await frame.locator('[data-notice="saved"]').count(), 1);
        await h.act(frame, "start");
        assert.match(await frame.locator("#qp-heading").textContent(), /1/);
        const given = await s.answerQuestions(frame, quiz, true);
        await h.closeSco(page);
        s.checkFinished(pkg.format, quiz, await h.lmsData(page), given, true);
        cleanOfErrors(log);
        await context.close();
      });
    }

    test("opened directly from disk: works without an LMS and says so", async () => {
      const quiz = h.packageQuiz(root, pkg);
      const context = await browser.newContext();
      const page = await context.newPage();
      const errors = [];
      page.on("console", (m) => { if (m.type() === "error") errors.push(m.text()); });
      page.on("pageerror", (e) => errors.push(String(e)));
      await page.goto("file://" + path.join(root, pkg.dir, "index.html"));
      const frame = page.mainFrame();
      await frame.waitForSelector("#quiz[data-screen]");
      const notices = await takeWholeQuiz(frame, quiz);
      assert.deepEqual(notices, ["lms"]);
      assert.deepEqual(errors, []);
      await context.close();
    });
  });
}
