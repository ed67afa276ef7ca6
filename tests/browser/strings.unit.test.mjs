// The player's interface catalogue: every language complete, BCP 47 matching, plurals and numbers through Intl,
// bank overrides, and the pseudo language.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { test } from "node:test";
import * as h from "./harness.mjs";

const S = h.loadPlayerScripts(["strings.js"]).strings;
// A catalogue file's "@@x-review" note: who has yet to read its texts.
const reviewOf = (lang) =>
  JSON.parse(fs.readFileSync(path.join(h.sourceDir, "src/player/strings", `${lang}.json`), "utf8"))["@@x-review"];
const required = ["en", "de", "fr", "es", "it", "pt", "nl", "pl", "ru", "uk", "tr", "ar", "he", "hi", "ja", "ko",
  "zh-Hans", "zh-Hant"];

test("the catalogue has every required language, each with every English key and its placeholders", () => {
  assert.deepEqual(required.filter((l) => !S.languages.includes(l)), []);
  const en = S.stringsFor("en");
  const holes = (v) => (typeof v === "string" ? [v] : Object.values(v))
    .map((t) => (t.match(/\{\w+\}/g) || []).sort().join());
  for (const lang of S.languages) {
    const own = S.stringsFor(lang);
    for (const key of Object.keys(en)) {
      assert.ok(typeof own[key] === "string" || typeof own[key] === "object", `${lang}.${key}`);
      for (const h2 of holes(own[key])) assert.equal(h2, holes(en[key])[0], `${lang}.${key} placeholders`);
    }
    if (lang !== "en") {
      assert.notEqual(own.next, en.next, `${lang} has its own "next"`);
      assert.ok(reviewOf(lang), `${lang} is marked for native review`);
    }
  }
});

test("languages match by BCP 47 tag, Chinese by script, others fall back to English", () => {
  const table = path.join(h.sourceDir, "tests/i18n/catalogue-languages.json");
  const cases = JSON.parse(fs.readFileSync(table, "utf8")).cases;
  for (const [tag, want] of Object.entries(cases)) assert.equal(S.catalogueLanguage(tag), want, tag);
  assert.equal(S.stringsFor("sw").next, S.stringsFor("en").next);
  assert.equal(S.stringsFor("de-AT").next, "Nächste Frage");
  assert.equal(S.stringsFor("zh-TW").next, "下一題");
});

test("a page carrying English and its language's own catalogue shows what the whole catalogue gives", () => {
  const table = path.join(h.sourceDir, "tests/i18n/catalogue-languages.json");
  const all = h.playerCatalogue();
  for (const [tag, want] of Object.entries(JSON.parse(fs.readFileSync(table, "utf8")).cases)) {
    const carried = { en: all.en };
    if (want) carried[want] = all[want];
    const page = h.loadPlayerScripts(["strings.js"], carried).strings;
    const plain = (texts) => JSON.parse(JSON.stringify(texts));  // each page's objects come from its own context
    assert.deepEqual(plain(page.stringsFor(tag, ["T", "F"])), plain(S.stringsFor(tag, ["T", "F"])), tag);
  }
});

test("plural forms follow Intl.PluralRules", () => {
  const form = (lang, n) => S.format(S.plural(lang, S.stringsFor(lang).points, n), { points: n });
  assert.equal(form("pl", 2), "2 punkty");
  assert.equal(form("pl", 5), "5 punktów");
  assert.equal(form("pl", 22), "22 punkty");
  assert.equal(form("ru", 21), "21 балл");
  assert.equal(form("ru", 3), "3 балла");
  assert.equal(form("uk", 11), "11 балів");
  assert.equal(form("fr", 1.5), "1.5 point");
  assert.equal(form("de", 3), "3 Punkte");
});

test("a bank's own texts override the catalogue's, unknown keys are ignored", () => {
  const T = S.stringsFor("de", null, { next: "Weiter", nonsense: "x" });
  assert.equal(T.next, "Weiter");
  assert.equal(T.check, "Antwort prüfen");
  assert.equal(T.nonsense, undefined);
});

test("the bank schema's ui keys are the catalogue's keys, trueLabel and falseLabel included", () => {
  const schema = JSON.parse(fs.readFileSync(path.join(h.sourceDir, "schemas/bank/quizpack-bank.schema.json"), "utf8"));
  const keys = Object.keys(schema.definitions.uiTexts.properties).sort();
  assert.deepEqual(keys, Object.keys(S.stringsFor("en")).sort());
  const words = ["trueLabel", "falseLabel"];
  for (const key of keys)
    assert.equal(schema.definitions.uiTexts.properties[key].$ref,
      words.includes(key) ? "#/definitions/uiWord" : "#/definitions/uiText", key);
});

// The languages quizpack validate knows an interface for (src/text/true_false_words.cpp) are the catalogue's:
// a bank in each catalogue language validates without warning[ui-language], and one in a language outside it
// is warned.
test("validate knows the catalogue's languages and no others", () => {
  const starter = fs.readFileSync(path.join(h.sourceDir, "src/cli/starter/quiz.json"), "utf8");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "quizpack-ui-langs-"));
  const warned = (lang) => {
    const bank = path.join(dir, lang);
    fs.mkdirSync(bank, { recursive: true });
    fs.writeFileSync(path.join(bank, "quiz.json"), starter.replaceAll('"fr"', JSON.stringify(lang)));
    const run = spawnSync(process.env.QUIZPACK_BIN, ["validate", bank], { encoding: "utf8" });
    assert.equal(run.status, 0, `${lang}: ${run.stderr}`);
    return /ui-language/.test(run.stdout + run.stderr);
  };
  try {
    const catalogue = [...S.languages].filter((l) => l !== "en");
    assert.ok(catalogue.length >= 17);
    assert.deepEqual(catalogue.filter(warned), []);
    assert.deepEqual(["sw", "fi", "vi", "id", "cs"].filter((l) => !warned(l)), []);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test("the pseudo language shows the English texts accented, longer and bracketed, placeholders kept", () => {
  const T = S.stringsFor("en-XA");
  assert.equal(T.next, "[Ñéẋţ ǫúéšţíóñ ~~~~~]");
  assert.match(T.progress, /^\[Ǫúéšţíóñ \{k\} óƒ \{n\} ~+\]$/);
  assert.equal(T.trueLabel, "[Ţŕúé ~~]");
  assert.equal(T.falseLabel, "[Ƒáļšé ~~]");
  // The quiz's words (pseudo-localised by the export) are shown as they come.
  assert.equal(S.stringsFor("en-XA", ["[Ýéš ~~]", "[Ñó ~]"]).trueLabel, "[Ýéš ~~]");
});
