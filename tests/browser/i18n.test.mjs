// The player's interface in the bank's language: a German, a French and a pseudo-localised (en-XA) bank play with
// every interface text from the catalogue and none left in English, and a Swahili one (no catalogue) with every
// interface text from its own "ui", made by xliff extract and merge; screenshots of each screen. A bank's own
// interface texts ("ui") for a language the catalogue lacks (sw) replace the English ones.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { test } from "node:test";
import * as h from "./harness.mjs";

const bin = process.env.QUIZPACK_BIN;
const work = fs.mkdtempSync(path.join(os.tmpdir(), "quizpack-i18n-"));
process.on("exit", () => fs.rmSync(work, { recursive: true, force: true }));

// examples/one-meaning with a French translation (each target "FR " + its source) made by xliff extract and merged
// back, as a translator's round trip would; the pseudo language comes from export --pseudo.
function translatedBank() {
  const bank = path.join(work, "one-meaning");
  fs.cpSync(path.join(h.sourceDir, "examples/one-meaning"), bank, { recursive: true });
  const run = (args) => execFileSync(bin, args, { cwd: work, stdio: "pipe" });
  run(["xliff", "extract", "one-meaning", "--lang", "fr", "--out", "x"]);
  const fr = path.join(work, "x/one-meaning.fr.xlf");
  fs.writeFileSync(fr, fs.readFileSync(fr, "utf8").replace(/<source xml:space="preserve">([\s\S]*?)<\/source>/g,
    '<source xml:space="preserve">$1</source><target xml:space="preserve">FR $1</target>'));
  // Swahili, which the catalogue lacks: extract gives every interface text too; the test translation writes each
  // text's letters in capitals (placeholders, codes and entities kept), so no English interface text remains.
  run(["xliff", "extract", "one-meaning", "--lang", "sw", "--out", "x"]);
  const sw = path.join(work, "x/one-meaning.sw.xlf");
  const capitals = (xml) => xml.replace(/(<[^>]+>|\{\w+\}|&#?\w+;)|([^<{&]+)/g, (all, kept, text) => kept ?? text.toUpperCase());
  fs.writeFileSync(sw, fs.readFileSync(sw, "utf8").replace(/<source xml:space="preserve">([\s\S]*?)<\/source>/g,
    (all, source) => `<source xml:space="preserve">${source}</source><target xml:space="preserve">${capitals(source)}</target>`));
  run(["xliff", "merge", fr, sw]);
  return bank;
}

const strings = h.loadPlayerScripts(["strings.js"]).strings;
const { root, packages } = h.exportPackages(translatedBank(), ["--pseudo"]);
let browser, server;
h.useBrowser(root, (b, s) => { browser = b; server = s; });

// The English catalogue's texts cut at their placeholders: pieces a translated interface must not show.
const englishPieces = (() => {
  const en = strings.stringsFor("en");
  const values = Object.keys(en).filter((k) => k !== "trueLabel" && k !== "falseLabel")
    .flatMap((k) => (typeof en[k] === "string" ? [en[k]] : Object.values(en[k])));
  return [...new Set(values.flatMap((v) => v.split(/\{\w+\}/)).map((p) => p.trim()).filter((p) => p.length >= 4))];
})();

// Asserts every element of `selector` on screen shows `expected` (a text, or a test of the text), and that one
// at least is there.
async function expectTexts(frame, selector, expected, lang) {
  const texts = await frame.locator(selector).evaluateAll((nodes) => nodes
    .filter((n) => n.offsetParent !== null).map((n) => n.textContent.trim()));
  assert.ok(texts.length > 0, `${lang}: no visible ${selector}`);
  for (const text of texts) {
    if (typeof expected === "function") assert.ok(expected(text), `${lang}: ${selector} shows "${text}"`);
    else assert.equal(text, expected, `${lang}: ${selector}`);
    if (lang !== "en") {
      const english = englishPieces.filter((p) => text.includes(p) && !ownPieces(lang).includes(p));
      assert.deepEqual(english, [], `${lang}: ${selector} "${text}" holds English interface text`);
    }
  }
}

// The bank's own interface texts by language, as each package's quiz data gives them.
const ownUi = {};

// The pieces of the language's own catalogue and of the bank's own texts (texts it shares with English, such as
// "Messages" in French).
function ownPieces(lang) {
  const own = strings.stringsFor(lang, null, ownUi[lang]);
  return Object.values(own).flatMap((v) => (typeof v === "string" ? [v] : Object.values(v)))
    .flatMap((v) => v.split(/\{\w+\}/)).map((p) => p.trim());
}

const pseudoLike = (text) => /^\[[^a-zA-Z]*([^\x00-\x7f][^a-zA-Z]*)+ ~+\]$/.test(text.replace(/\{\w+\}|\d+/g, ""));

for (const lang of ["de", "fr", "sw", "en-XA"]) {
  test(`the ${lang} bank plays with its interface in ${lang}`, async () => {
    const pkg = packages.find((p) => p.lang === lang && p.format === "scorm2004");
    assert.ok(pkg, `no ${lang} package`);
    const quiz = h.packageQuiz(root, pkg);
    const T = strings.stringsFor(quiz.lang, quiz.trueFalse, quiz.ui);
    ownUi[lang] = quiz.ui;
    if (lang === "sw") {  // every interface text is the bank's own, none the English fallback
      const english = strings.stringsFor("en");
      const fallback = Object.keys(english).filter((k) => !Object.hasOwn(quiz.ui ?? {}, k));
      assert.deepEqual(fallback, [], "sw: interface texts the bank does not give");
      assert.equal(T.trueLabel, "TRUE");
    }
    const want = (key) => (lang === "en-XA" ? (t) => t === T[key] && pseudoLike(t) : T[key]);
    assert.notEqual(T.next, strings.stringsFor("en").next);
    const shots = h.screenshotDir("i18n", lang);
    const { context, page } = await h.openHost(browser, server);
    await h.installLms(page, pkg.format);
    const frame = await h.launch(page, server, pkg);
    await expectTexts(frame, "[data-action=start]", want("start"), lang);
    await expectTexts(frame, ".qp-hint", want("answersAppear"), lang);
    await expectTexts(frame, ".qp-kicker", (t) => t.startsWith(T.header.split("{")[0]), lang);
    await page.screenshot({ path: path.join(shots, "start.png"), fullPage: true });
    await h.act(frame, "start");
    for (let i = 0; i < quiz.questions.length; i++) {
      const id = await h.currentQuestionId(frame);
      const question = quiz.questions.find((x) => x.id === id);
      await expectTexts(frame, ".qp-progress",
        strings.format(T.progress, { k: (i + 1).toLocaleString(quiz.lang), n: quiz.questions.length.toLocaleString(quiz.lang) }), lang);
      await expectTexts(frame, "[data-action=check]", want("check"), lang);
      await h.answer(frame, question, true);
      if (i === 0) await page.screenshot({ path: path.join(shots, "question.png"), fullPage: true });
      await h.act(frame, "check");
      await expectTexts(frame, ".qp-explanation h3", want("explanation"), lang);
      await expectTexts(frame, ".qp-verdict", (t) => t.includes(T.correct) || t.includes(T.notScored), lang);
      if (i === 0) await page.screenshot({ path: path.join(shots, "feedback.png"), fullPage: true });
      const last = i + 1 === quiz.questions.length;
      await expectTexts(frame, `[data-action=${last ? "finish" : "next"}]`, want(last ? "finish" : "next"), lang);
      await h.act(frame, last ? "finish" : "next");
    }
    await expectTexts(frame, "[data-action=review]", want("review"), lang);
    await expectTexts(frame, ".qp-passmark", (t) => t.startsWith(T.passMark.split("{")[0]), lang);
    await expectTexts(frame, ".qp-score", (t) => t.startsWith(T.score.split("{")[0]), lang);
    await page.screenshot({ path: path.join(shots, "results.png"), fullPage: true });
    await context.close();
  });
}

// tests/validate/cases/ui-language-override: Swahili ("sw", not in the catalogue) with the bank's own texts for the
// buttons, the points and the words true and false; the other interface texts stay English.
test("a bank's own ui texts play in a language the catalogue lacks", async () => {
  const own = h.exportPackages(path.join(h.sourceDir, "tests/validate/cases/ui-language-override"));
  const pkg = own.packages.find((p) => p.lang === "sw" && p.format === "scorm12");
  assert.ok(pkg, "no sw package");
  const quiz = h.packageQuiz(own.root, pkg);
  const ownServer = await h.startServer(own.root);
  const { context, page } = await h.openHost(browser, ownServer);
  try {
    await h.installLms(page, pkg.format);
    const frame = await h.launch(page, ownServer, pkg);
    await expectTexts(frame, "[data-action=start]", "Anza jaribio", "en");
    await expectTexts(frame, ".qp-hint", strings.stringsFor("en").answersAppear, "en");
    await h.act(frame, "start");
    for (let i = 0; i < quiz.questions.length; i++) {
      const id = await h.currentQuestionId(frame);
      const question = quiz.questions.find((x) => x.id === id);
      await expectTexts(frame, "[data-action=check]", "Angalia jibu", "en");
      if (question.kind === "true-false") {
        const labels = await frame.locator(".qp-options label").allTextContents();
        assert.deepEqual(labels.map((t) => t.trim()), ["Kweli", "Si kweli"]);
      }
      await h.answer(frame, question, true);
      await h.act(frame, "check");
      const last = i + 1 === quiz.questions.length;
      await expectTexts(frame, `[data-action=${last ? "finish" : "next"}]`, last ? "Tazama matokeo" : "Swali linalofuata",
        "en");
      await h.act(frame, last ? "finish" : "next");
    }
    await page.screenshot({ path: path.join(h.screenshotDir("i18n", "sw-ui"), "results.png"), fullPage: true });
  } finally {
    await context.close();
    await ownServer.close();
  }
});
