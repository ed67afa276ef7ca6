// QTI 3.0 packages played by a real QTI 3 engine (Cito's @citolab/qti-components) in headless Chromium: every item
// of the every-kind example, the seed quiz and a bank with sections, in every language, loads, shows its stem and
// choices in its language and direction, and its own response processing gives the bank's points for a right answer, 0 for a
// wrong one; the scoring spec's typed answers score as tests/scoring/cases.json says, in its QTI 3.0 items and in
// its QTI 2.1 items converted by Cito's converter; every formula the formulas
// example shows in its stems, choices and pairs is in the page with a box, left to right. All items of all
// packages are played in one page.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { after, before, test } from "node:test";
import { convertQti2toQti3 } from "@citolab/qti-convert/qti-convert-node";
import * as h from "./harness.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const engineDir = path.join(here, "node_modules/@citolab/qti-components/cdn");
const bankDirs = [path.join(h.sourceDir, "content"), path.join(h.sourceDir, "examples"),
                  path.join(h.sourceDir, "tests/validate/cases/valid-sections")];
const banks = ["mixed-precision-training", "every-kind", "formulas", "sections"];
const formulaBanks = new Set(["formulas"]);  // checked for their formulas, not their text
const rightToLeft = new Set(["ar", "arc", "dv", "fa", "he", "ks", "ps", "sd", "ur", "yi"]);

// Exports the banks as qti30 packages and unzips them: { root, packages: [{ quiz, lang, dir }] }.
function exportQti30() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "quizpack-qti30-"));
  process.on("exit", () => fs.rmSync(root, { recursive: true, force: true }));
  const out = path.join(root, "out");
  const bin = process.env.QUIZPACK_BIN;
  if (!bin) throw new Error("QUIZPACK_BIN must name the quizpack program");
  execFileSync(bin, ["export", "--format", "qti30", "--out", out].concat(bankDirs), { stdio: "pipe" });
  const packages = [];
  for (const quiz of banks) {
    for (const lang of fs.readdirSync(path.join(out, quiz)).sort()) {
      const dir = path.join("pkg", quiz, lang);
      fs.mkdirSync(path.join(root, dir), { recursive: true });
      execFileSync("unzip", ["-q", path.join(out, quiz, lang, `${quiz}.qti30.zip`), "-d", path.join(root, dir)]);
      packages.push({ quiz, lang, dir });
    }
  }
  return { root, packages };
}

const page = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>QTI 3 engine</title>
<script type="module">import * as qti from "/engine/index.js"; window.qti = qti;</script>
</head><body><main id="items"></main></body></html>`;

// Serves the page, the engine's bundle and the unzipped packages.
async function startServer(root) {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, "http://127.0.0.1");
    if (url.pathname === "/") {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      res.end(page);
      return;
    }
    const [base, rest] = url.pathname.startsWith("/engine/")
      ? [engineDir, url.pathname.slice(8)]
      : [path.resolve(root), url.pathname.slice(1)];
    const file = path.resolve(base, decodeURIComponent(rest));
    if (!file.startsWith(base + path.sep) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      res.writeHead(404);
      res.end();
      return;
    }
    const type = { ".js": "text/javascript", ".xml": "application/xml", ".png": "image/png" }[path.extname(file)];
    res.writeHead(200, { "content-type": type || "application/octet-stream" });
    fs.createReadStream(file).pipe(res);
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { origin: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((r) => server.close(r)) };
}

const text = (localized, lang) => (localized[lang] ?? Object.values(localized)[0]).text;

// What a reader sees of a short Markdown text: code spans and emphasis marks dropped, white space squeezed.
const visible = (markdown) => markdown.replace(/[`*]/g, "").replace(/\s+/g, " ").trim();

// The first words of the stem's first text paragraph (not an image), as shown.
function stemStart(question, lang) {
  const paragraphs = text(question.stem, lang).split(/\n\s*\n/).filter((p) => !p.trim().startsWith("!["));
  // a cloze's gaps are interactions: the first words before or after the first gap
  const words = paragraphs[0].split(/\{\{[^}]*\}\}/).map(visible).find((piece) => piece !== "");
  return words.slice(0, 12);
}

const ids = (choices, correct) => choices.filter((c) => !!c.correct === correct).map((c) => `C_${c.id}`);

// A right and a wrong RESPONSE for the question, from the bank, and the points the right one earns.
function responses(question, lang) {
  const points = question.points ?? 1;
  switch (question.kind) {
    case "single-choice":
      return { points, right: ids(question.choices, true)[0], wrong: ids(question.choices, false)[0] };
    case "multiple-response":
      return { points, right: ids(question.choices, true), wrong: ids(question.choices, false) };
    case "true-false":
      return { points, right: question.answer ? "C_true" : "C_false", wrong: question.answer ? "C_false" : "C_true" };
    case "short-answer": {
      const answer = (question.accepted[lang] ?? Object.values(question.accepted)[0])[0];
      const other = question.caseSensitive && answer.toUpperCase() !== answer ? answer.toUpperCase() : "no such answer";
      return { points, right: answer, wrong: other };
    }
    case "numerical": {
      const a = question.accept;
      const right = "low" in a ? (a.low + a.high) / 2 : a.value;
      const wrong = "low" in a ? a.high + 1 + Math.abs(a.high) : a.value + 1 + 2 * Math.abs(a.tolerance ?? 0);
      return { points, right: String(right), wrong: String(wrong) };
    }
    case "matching": {
      const answers = question.pairs.filter((p) => !p.sameAnswerAs).map((p) => p.id);
      const answer = (p) => p.sameAnswerAs ?? p.id;
      const pairs = question.pairs.map((p) => `P_${p.id} A_${answer(p)}`);
      const rotated = question.pairs.map((p) =>
        `P_${p.id} A_${answers[(answers.indexOf(answer(p)) + 1) % answers.length]}`);
      return { points, right: pairs, wrong: rotated };
    }
    case "ordering": {
      const order = question.items.map((i) => `C_${i.id}`);
      return { points, right: order, wrong: order.slice(1).concat(order.slice(0, 1)) };
    }
    case "cloze": {  // every gap right, then every gap wrong, each by its response variable
      const right = {}, wrong = {};
      for (const gap of question.gaps) {
        const variable = `GAP_${gap.id}`;
        if (gap.kind === "choice") {
          right[variable] = `C_${gap.options.find((o) => o.correct).id}`;
          wrong[variable] = `C_${gap.options.find((o) => !o.correct).id}`;
        } else if (gap.kind === "number") {
          const a = gap.accept;
          right[variable] = String("low" in a ? (a.low + a.high) / 2 : a.value);
          wrong[variable] = String("low" in a ? a.high + 1 + Math.abs(a.high) : a.value + 1 + 2 * Math.abs(a.tolerance ?? 0));
        } else {
          right[variable] = (gap.accepted[lang] ?? Object.values(gap.accepted)[0])[0];
          wrong[variable] = "no such answer";
        }
      }
      return { points: question.gaps.reduce((sum, g) => sum + (g.points ?? 1), 0), right, wrong };
    }
    case "essay":  // scored by a person: the item's own processing gives no points
      return { points: 0, right: "A planned answer.", wrong: "" };
    case "description":  // text only: no response to give, SCORE stays 0
      return { points: 0, right: null, wrong: null };
    default:
      throw new Error(`unknown kind ${question.kind}`);
  }
}

// In the page: loads every item, then for each sets the right and the wrong response and reads SCORE.
async function playAll(browserPage, cases) {
  return browserPage.evaluate(async (cases) => {
    const settle = () => new Promise((r) => setTimeout(r, 0));
    const main = document.getElementById("items");
    const items = [];
    for (const c of cases) {
      const holder = document.createElement("section");
      main.append(holder);
      const transformed = await window.qti.qtiTransformItem().load(c.url);
      holder.append(transformed.htmlDoc());
      items.push(holder.querySelector("qti-assessment-item"));
    }
    await customElements.whenDefined("qti-assessment-item");
    await Promise.all(items.map((item) => item.updateComplete));
    await settle();
    await Promise.all([...main.querySelectorAll("img")].map((img) => img.decode().catch(() => null)));
    const results = [];
    for (const [i, c] of cases.entries()) {
      const item = items[i];
      const body = item.querySelector("qti-item-body");
      const choices = {};
      for (const choice of item.querySelectorAll("qti-simple-choice, qti-simple-associable-choice")) {
        const clone = choice.cloneNode(true);
        clone.querySelectorAll("qti-feedback-inline").forEach((f) => f.remove());
        choices[choice.getAttribute("identifier")] = clone.textContent.replace(/\s+/g, " ").trim();
      }
      const score = (value) => {
        item.resetResponses();
        if (value === null) {  // a text-only item: nothing to respond, no processing; SCORE keeps its default
          const outcome = item.getOutcome("SCORE");
          return outcome ? Number(outcome.value) : NaN;
        }
        // a cloze item's response is one value per gap's response variable
        const byVariable = value !== null && typeof value === "object" && !Array.isArray(value) ? value : { RESPONSE: value };
        for (const [variable, v] of Object.entries(byVariable)) item.updateResponseVariable(variable, v);
        item.processResponse();
        return Number(item.getOutcome("SCORE").value);
      };
      results.push({
        key: c.key,
        loaded: !!body,
        lang: item.getAttribute("xml:lang") ?? item.getAttribute("lang"),
        direction: body ? getComputedStyle(body).direction : null,
        bodyText: body ? body.textContent.replace(/\s+/g, " ") : "",
        images: [...item.querySelectorAll("img")].map((img) => ({ alt: img.alt, loaded: img.complete && img.naturalWidth > 0 })),
        formulas: [...item.querySelectorAll("math")].map((m) => {
          const box = m.getBoundingClientRect();
          return { tex: (m.getAttribute("alttext") ?? "").replace(/\s+/g, " ").trim(), mathml: m instanceof MathMLElement,
                   width: box.width, height: box.height, direction: getComputedStyle(m).direction };
        }),
        choices,
        interactions: [...item.querySelectorAll("[response-identifier]")].map((e) => e.tagName.toLowerCase()),
        right: score(c.right),
        wrong: score(c.wrong)
      });
    }
    return results;
  }, cases);
}

// A spec case's response in the engine's terms: an order as choice identifiers, a cloze's gaps by response variable
// (a chosen option as its identifier), else the typed text.
function engineResponse(c, gapKinds) {
  if (c.response.order) return c.response.order.map((id) => `C_${id}`);
  if (c.response.gaps)
    return Object.fromEntries(Object.entries(c.response.gaps).map(([gap, given]) =>
      [`GAP_${gap}`, gapKinds[gap] === "choice" ? `C_${given}` : given]));
  return c.response.text;
}

// The scoring spec's typed answers, orders and gaps (tests/scoring/cases.json: short answers, numbers, ordering, cloze) for its bank's qti30
// items: { key, url, right: the response, points: what the engine must give }. An exception for the engine
// ("qti-components") or for QTI 3.0 gives other points.
const specDir = path.join(h.sourceDir, "tests/scoring");

// Exports the scoring spec's bank in `format` and unzips it under the root: its folder there.
function exportSpec(root, format) {
  const out = path.join(root, `spec-out-${format}`);
  execFileSync(process.env.QUIZPACK_BIN, ["export", "--format", format, "--out", out, path.join(specDir, "quiz.json")],
               { stdio: "pipe" });
  const dir = path.join("pkg", `scoring-spec-${format}`, "en");
  fs.mkdirSync(path.join(root, dir), { recursive: true });
  execFileSync("unzip", ["-q", path.join(out, "scoring-spec", "en", `scoring-spec.${format}.zip`), "-d", path.join(root, dir)]);
  return dir;
}

// The spec's QTI 2.1 items, each converted to QTI 3 by Cito's converter (@citolab/qti-convert) in place.
async function convertedSpecItems(root) {
  const dir = exportSpec(root, "qti21");
  const items = path.join(root, dir, "items");
  for (const file of fs.readdirSync(items))
    fs.writeFileSync(path.join(items, file), await convertQti2toQti3(fs.readFileSync(path.join(items, file), "utf8")));
  return dir;
}

// The spec's cases for the items in `dir`; `version` ("qti30" or "qti21") names the exception that applies besides
// the engine's own.
function specCases(dir, origin, version) {
  const bank = JSON.parse(fs.readFileSync(path.join(specDir, "quiz.json"), "utf8"));
  const kindOf = Object.fromEntries(bank.questions.map((q) => [q.id, q.kind]));
  const gapKinds = Object.fromEntries(bank.questions.map((q) => [q.id, Object.fromEntries((q.gaps ?? []).map((g) => [g.id, g.kind]))]));
  return JSON.parse(fs.readFileSync(path.join(specDir, "cases.json"), "utf8")).cases
    .filter((c) => ["short-answer", "numerical", "ordering", "cloze"].includes(kindOf[c.question]))
    .map((c) => ({
      key: `spec ${version} ${c.question} ${JSON.stringify(c.response.text ?? c.response.order ?? c.response.gaps)}`,
      url: `${origin}/${dir}/items/${c.question}.xml`,
      right: engineResponse(c, gapKinds[c.question]),
      wrong: engineResponse(c, gapKinds[c.question]),
      points: (c.except?.["qti-components"] ?? c.except?.[version] ?? c).points
    }));
}

let server, browser, results, cases, spec, specResults;
const { root, packages } = exportQti30();
// A bank's file: <dir>/<id>/quiz.json, or a bank folder given itself whose quiz has that id.
const bankFile = (id) => bankDirs.flatMap((d) => [path.join(d, id, "quiz.json"), path.join(d, "quiz.json")])
  .find((f) => fs.existsSync(f) && JSON.parse(fs.readFileSync(f, "utf8")).id === id);
const quizzes = Object.fromEntries(banks.map((id) => [id, JSON.parse(fs.readFileSync(bankFile(id), "utf8"))]));

// The TeX of each formula in the texts an item shows at once (stem, choices, ordering items, pairs), white space
// squeezed as in an attribute; feedback and explanations are hidden until answered.
function shownFormulas(question, lang) {
  const texts = [question.stem].concat((question.choices ?? []).map((c) => c.text), (question.items ?? []).map((i) => i.text),
                                      (question.pairs ?? []).flatMap((p) => [p.prompt, p.answer ?? p.prompt]));
  const found = [];
  for (const t of texts)
    for (const m of text(t, lang).matchAll(/\\\(([\s\S]*?)\\\)|\\\[([\s\S]*?)\\\]|\$\$([\s\S]*?)\$\$/g))
      found.push((m[1] ?? m[2] ?? m[3]).replace(/\s+/g, " ").trim());
  return found;
}

before(async () => {
  server = await startServer(root);
  browser = await h.launchBrowser();
  const browserPage = await browser.newPage();
  const errors = [];
  browserPage.on("pageerror", (e) => errors.push(String(e)));
  await browserPage.goto(`${server.origin}/`);
  await browserPage.waitForFunction(() => window.qti?.qtiTransformItem);
  cases = [];
  for (const pkg of packages)
    for (const question of quizzes[pkg.quiz].questions)
      cases.push({ key: `${pkg.quiz} ${pkg.lang} ${question.id}`, pkg, question,
                   url: `${server.origin}/${pkg.dir}/items/${question.id}.xml`, ...responses(question, pkg.lang) });
  spec = specCases(exportSpec(root, "qti30"), server.origin, "qti30")
    .concat(specCases(await convertedSpecItems(root), server.origin, "qti21"));
  const all = await playAll(browserPage, cases.concat(spec).map(({ key, url, right, wrong }) => ({ key, url, right, wrong })));
  results = all.slice(0, cases.length);
  specResults = all.slice(cases.length);
  assert.deepEqual(errors, []);
});

after(async () => {
  await browser?.close();
  await server?.close();
});

test("every language of each bank was exported as a qti30 package", () => {
  for (const id of banks)
    assert.deepEqual(packages.filter((p) => p.quiz === id).map((p) => p.lang).sort(), [...quizzes[id].languages].sort());
});

test("every item loads with its stem and choices, in its language and direction", () => {
  assert.equal(results.length, cases.length);
  results.forEach((r, i) => {
    const { pkg, question } = cases[i];
    assert.ok(r.loaded, r.key);
    assert.equal(r.lang, pkg.lang, r.key);
    assert.equal(r.direction, rightToLeft.has(pkg.lang.split("-")[0]) ? "rtl" : "ltr", r.key);
    if (formulaBanks.has(pkg.quiz)) return;
    assert.ok(r.bodyText.includes(stemStart(question, pkg.lang)), `${r.key}: ${r.bodyText}`);
    if (question.kind === "description") assert.equal(r.interactions.length, 0, r.key);
    else assert.ok(r.interactions.length >= 1, r.key);
    for (const choice of (question.choices ?? []).concat(question.items ?? []))
      assert.equal(r.choices[`C_${choice.id}`], visible(text(choice.text, pkg.lang)), r.key);
    for (const pair of question.pairs ?? [])
      assert.equal(r.choices[`P_${pair.id}`], visible(text(pair.prompt, pkg.lang)), r.key);
    for (const image of r.images) assert.ok(image.alt && image.loaded, `${r.key}: image ${image.alt}`);
  });
  assert.ok(results.some((r) => r.direction === "rtl"));
  assert.ok(results.some((r) => r.images.length > 0));
});

test("each item's own response processing scores the bank's points for a right answer and 0 for a wrong one", () => {
  results.forEach((r, i) => {
    assert.equal(r.right, cases[i].points, `${r.key}: right answer`);
    assert.equal(r.wrong, 0, `${r.key}: wrong answer`);
  });
});

test("the engine scores the scoring spec's typed answers as the spec table says, or as its exceptions record", () => {
  // the spec's QTI 3.0 items and its QTI 2.1 items converted to QTI 3, cloze gaps included
  for (const version of ["qti30", "qti21"])
    assert.ok(spec.filter((c) => c.key.startsWith(`spec ${version} cloze `)).length >= 5, `no cloze cases for ${version}`);
  assert.equal(specResults.length, spec.length);
  const differ = specResults.filter((r, i) => r.right !== spec[i].points).map((r, i) => `${r.key}: ${r.right}`);
  assert.deepEqual(differ, []);
});

// qti-components 7.27.4 rebuilds every item element with document.createElement, so <math> and its children land in
// the HTML namespace and show as plain inline text, not typeset (the engine's issue #152, fixed after this version).
// The last check fails once the engine keeps MathML; it should then require f.mathml.
test("every formula an item shows is on the page with a non-zero box, left to right in right-to-left items", (t) => {
  let checked = 0;
  results.forEach((r, i) => {
    const { pkg, question } = cases[i];
    if (!formulaBanks.has(pkg.quiz)) return;
    const expected = shownFormulas(question, pkg.lang);
    assert.ok(expected.length >= 1, `${r.key}: no formula in the bank's texts`);
    for (const tex of expected) {
      const shown = r.formulas.filter((f) => f.tex === tex && f.width > 0 && f.height > 0);
      assert.ok(shown.length >= 1, `${r.key}: ${tex} has no rendered <math>: ${JSON.stringify(r.formulas)}`);
      assert.ok(shown.every((f) => f.direction === "ltr"), `${r.key}: ${tex} is laid out right to left`);
      ++checked;
    }
  });
  const items = cases.filter((c) => formulaBanks.has(c.pkg.quiz)).length;
  assert.ok(items >= 14, `only ${items} items of the formulas bank were played`);
  assert.ok(checked >= items, `only ${checked} formulas were checked`);
  t.diagnostic(`${checked} formulas checked in ${items} items`);
  const typeset = results.flatMap((r) => r.formulas).filter((f) => f.mathml).length;
  assert.equal(typeset, 0, "the engine now keeps MathML: require every formula to be a MathMLElement");
});
