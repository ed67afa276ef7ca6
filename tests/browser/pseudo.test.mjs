// The pseudo-localised player (export --pseudo) of every bank in examples/ and content/: every screen, every text a
// learner sees or hears (text, alt, aria-label, title, placeholder) holds no English word outside code and formulas,
// the learner's own typed answers and the guide's path (data, not words) left out.
import assert from "node:assert/strict";
import path from "node:path";
import { test } from "node:test";
import * as h from "./harness.mjs";

const banks = [path.join(h.sourceDir, "examples"), path.join(h.sourceDir, "content")];
const { root, packages } = h.exportPackages(banks, ["--pseudo"]);
const pseudoPackages = packages.filter((p) => /-XA$/.test(p.lang));
let browser, server;
h.useBrowser(root, (b, s) => { browser = b; server = s; });

// Every visible text of the frame's page and every attribute read aloud, outside code, pre, kbd and math, with the
// words of ASCII letters it holds (a pseudo-localised text has none: each letter is accented); a code's text read
// aloud inside an attribute (a move button names its item) is data, not words.
async function englishOnScreen(frame, data) {
  return frame.evaluate((data) => {
    const kept = (node) => !node.closest("code, pre, kbd, samp, math, script, style, [hidden]");
    const visible = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden";
    const texts = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode())
      if (n.parentElement && kept(n.parentElement) && visible(n.parentElement) && n.textContent.trim())
        texts.push(n.textContent.trim());
    for (const el of document.body.querySelectorAll("[alt], [aria-label], [title], [placeholder]"))
      if (kept(el))
        for (const name of ["alt", "aria-label", "title", "placeholder"])
          if (el.getAttribute(name)) texts.push(el.getAttribute(name));
    texts.push(document.title);
    const code = [...document.body.querySelectorAll("code, kbd, samp")].map((c) => c.textContent.trim());
    const notWords = [...data, ...code.filter(Boolean)].sort((a, b) => b.length - a.length);
    const words = (t) => notWords.reduce((rest, d) => rest.split(d).join(" "), t);
    return { count: texts.length, english: texts.filter((t) => /[A-Za-z]{2,}/.test(words(t))) };
  }, data);
}

test("every bank was exported with its pseudo language in both SCORM versions", () => {
  const ids = new Set(h.banksIn(banks).map((b) => b.id));
  assert.ok(ids.size > 0, "no bank");
  for (const id of ids)
    for (const format of ["scorm12", "scorm2004"])
      assert.ok(pseudoPackages.some((p) => p.quiz === id && p.format === format), `no pseudo ${format} of ${id}`);
});

for (const pkg of pseudoPackages.filter((p) => p.format === "scorm2004")) {
  test(`${pkg.quiz} ${pkg.lang}: no English word on any screen`, async () => {
    const quiz = h.packageQuiz(root, pkg);
    const { context, page } = await h.openHost(browser, server);
    const found = [];
    const data = quiz.guide ? [quiz.guide] : [];
    let screens = 0;
    const look = async (frame, screen) => {
      const { count, english } = await englishOnScreen(frame, data);
      assert.ok(count > 0, `${screen}: nothing to read`);
      screens += 1;
      for (const text of english) found.push(`${screen}: ${JSON.stringify(text)}`);
    };
    try {
      await h.installLms(page, pkg.format);
      const frame = await h.launch(page, server, pkg);
      await look(frame, "start");
      await h.act(frame, "start");
      for (let i = 0; (await frame.locator("#quiz").getAttribute("data-screen")) !== "results";) {
        const id = await h.currentQuestionId(frame);
        if (await h.onTextPage(frame)) {  // a description: one screen to read, nothing to answer
          await look(frame, `${id} text`);
          await h.passTextPage(frame);
          continue;
        }
        const question = quiz.questions.find((x) => x.id === id);
        await look(frame, `${id} unanswered`);
        const given = await h.answer(frame, question, i % 2 === 1);
        if (typeof given.text === "string") data.push(...given.text.split("\n"));
        await h.act(frame, "check");
        await look(frame, `${id} checked`);
        i += 1;
        await h.act(frame, (await frame.locator('[data-action="finish"]').count()) > 0 ? "finish" : "next");
      }
      await look(frame, "results");
      await h.act(frame, "review");
      await look(frame, "review");
    } finally {
      await context.close();
    }
    const texts = quiz.questions.filter((q) => q.kind === "description").length;
    assert.equal(screens, 2 * (quiz.questions.length - texts) + texts + 3);
    assert.deepEqual(found, []);
  });
}
