// Content is data, never code: on every screen of every example package, no script from the texts runs,
// no dialog opens, no request leaves the package, and no markup beyond the safe set appears.
import assert from "node:assert/strict";
import path from "node:path";
import { test } from "node:test";
import * as h from "./harness.mjs";
import * as s from "./scenarios.mjs";

const { root, packages } = process.env.QUIZPACK_PLAYER_PACKAGES
  ? h.packagesOnDisk(process.env.QUIZPACK_PLAYER_PACKAGES)
  : h.exportPackages([path.join(h.sourceDir, "examples"), path.join(h.sourceDir, "tests/browser/fixtures/hostile")]);
let browser, server;
h.useBrowser(root, (b, s) => { browser = b; server = s; });

const playerScripts = ["strings-data.js", "strings.js", "quiz-data.js", "kinds.js", "kinds-pairs.js", "kinds-cloze.js",
                       "order.js", "chunks.js", "scoring.js", "suspend.js", "runtime.js", "cmi5.js", "tracking.js",
                       "player.js"];

// What the page holds that a quiz text could have smuggled in.
async function unsafeMarkup(frame) {
  return frame.evaluate((allowed) => {
    const found = [];
    for (const script of document.querySelectorAll("script")) {
      const name = (script.getAttribute("src") || "inline").split("/").pop();
      if (!allowed.includes(name)) found.push("script " + name);
    }
    for (const node of document.querySelectorAll("*")) {
      for (const attr of node.attributes) {
        if (/^on/i.test(attr.name)) found.push(`${node.tagName} ${attr.name}`);
        if (/^(href|src|action|formaction|xlink:href)$/i.test(attr.name) && /^\s*(javascript|vbscript|data):/i.test(attr.value))
          found.push(`${node.tagName} ${attr.name}=${attr.value}`);
      }
      if (/^(IFRAME|OBJECT|EMBED|FORM|STYLE|BASE|META|LINK)$/.test(node.tagName) && !node.closest("head") &&
          !(node.tagName === "FORM" && node.classList.contains("qp-form")))
        found.push(node.tagName);
    }
    if (window.__quizpackPwned) found.push("sentinel set");
    return found;
  }, playerScripts);
}

test("every language of examples/ and the hostile fixture was exported for both SCORM versions", () => {
  assert.deepEqual(h.missingPackages(packages, [path.join(h.sourceDir, "examples"),
                                                path.join(h.sourceDir, "tests/browser/fixtures/hostile")]), []);
});

test("hostile texts stay text on every screen, in every example package", async () => {
  assert.ok(packages.some((p) => p.quiz === "hostile" && p.lang === "he"));
  for (const pkg of packages) {
    const quiz = h.packageQuiz(root, pkg);
    const { context, page, log } = await h.openHost(browser, server);
    await h.installLms(page, pkg.format);
    const frame = await h.launch(page, server, pkg);
    await h.act(frame, "preview");
    assert.deepEqual(await unsafeMarkup(frame), [], `${pkg.dir}: start screen`);
    if (pkg.quiz === "hostile") {
      const text = await frame.locator("main").innerText();
      for (const literal of ["<script>alert('stem')</script>", "onerror=alert('img')", "</textarea>", "]]>", "{{title}}",
                             "@@PLUGINFILE@@/a.png", "<iframe src=\"http://example.org/\"></iframe>"])
        assert.ok(text.includes(literal), `${pkg.dir}: "${literal}" shown as text`);
    }
    await h.act(frame, "start");
    for (let k = 0; (await frame.locator("#quiz").getAttribute("data-screen")) !== "results"; k++) {
      assert.deepEqual(await unsafeMarkup(frame), [], `${pkg.dir}: item ${k + 1}`);
      if (await h.onTextPage(frame)) {  // a description: nothing to answer
        await h.passTextPage(frame);
        continue;
      }
      const id = await h.currentQuestionId(frame);
      await h.answer(frame, quiz.questions.find((q) => q.id === id), k % 2 === 0);
      await h.act(frame, "check");
      assert.deepEqual(await unsafeMarkup(frame), [], `${pkg.dir}: feedback ${k + 1}`);
      await h.act(frame, (await frame.locator('[data-action="finish"]').count()) > 0 ? "finish" : "next");
    }
    await h.act(frame, "review");
    assert.deepEqual(await unsafeMarkup(frame), [], `${pkg.dir}: review`);
    // every link a text kept points somewhere harmless
    const hrefs = await frame.locator("a[href]").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    for (const href of hrefs) assert.match(href, /^(https?:|mailto:|[^:]*$)/, `${pkg.dir}: link ${href}`);
    await h.closeSco(page);
    s.checkClean(log, server, pkg);
    await context.close();
  }
});
