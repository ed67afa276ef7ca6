// The example banks (every question kind) in both SCORM versions and every language: scores, interactions
// in each version's format, focus, accessibility, screenshots.
import assert from "node:assert/strict";
import path from "node:path";
import { describe, test } from "node:test";
import * as h from "./harness.mjs";
import * as s from "./scenarios.mjs";

const { root, packages } = process.env.QUIZPACK_PLAYER_PACKAGES
  ? h.packagesOnDisk(process.env.QUIZPACK_PLAYER_PACKAGES)
  : h.exportPackages(path.join(h.sourceDir, "examples"));
const playerKinds = h.loadPlayerScripts(h.kindScripts).kinds.names;
let browser, server;
h.useBrowser(root, (b, s) => { browser = b; server = s; });

test("every language of examples/ was exported for both SCORM versions", () => {
  assert.deepEqual(h.missingPackages(packages, path.join(h.sourceDir, "examples")), []);
});

test("every-kind's packages hold every question kind the player knows and a shared matching answer", () => {
  const everyKind = packages.filter((p) => p.quiz === "every-kind");
  assert.ok(everyKind.length > 0, "no every-kind package");
  for (const pkg of everyKind) {
    const kinds = new Set(h.packageQuiz(root, pkg).questions.map((q) => q.kind));
    assert.deepEqual([...kinds].sort(), [...playerKinds].sort(), pkg.dir);
    const shared = h.packageQuiz(root, pkg).questions.filter((q) => q.kind === "matching" && q.pairs.some((p) => p.sameAnswerAs));
    assert.ok(shared.length > 0, `${pkg.dir}: no matching question with a shared answer`);
  }
});

for (const pkg of packages) {
  describe(`${pkg.quiz} ${pkg.lang} ${pkg.format}`, () => {
    for (const right of [true, false]) {
      test(right ? "all answers right: every automatic point, essays awaiting a grader" : "all answers wrong: failed, zero", async () => {
        const quiz = h.packageQuiz(root, pkg);
        const phone = !right;
        const { context, page, log } = await h.openHost(browser, server, phone ? { width: 375, height: 740 } : undefined);
        await h.installLms(page, pkg.format);
        const frame = await h.launch(page, server, pkg);
        s.assertNoViolations(await h.runAxe(frame), "the start screen");
        await h.act(frame, "start");
        const shots = h.screenshotDir(pkg.quiz, pkg.format, pkg.lang, phone ? "phone" : "desktop");
        const given = await s.answerQuestions(frame, quiz, right, { shots, narrow: phone, axeKinds: ["cloze", "ordering", "description"] });
        await page.screenshot({ path: path.join(shots, "results.png"), fullPage: true });
        await h.act(frame, "review");
        s.assertNoViolations(await h.runAxe(frame), "the results and review");
        await h.closeSco(page);
        s.checkFinished(pkg.format, quiz, await h.lmsData(page), given, right);
        s.checkCalls(pkg.format, await h.lmsCalls(page), s.answerable(quiz).length, true);
        s.checkClean(log, server, pkg);
        await context.close();
      });
    }
  });
}
