// The formula corpus (tests/math/corpus.txt) through quizpack's TeX converter: every MathML tree equals temml's
// after the normalisation of math-normalise.mjs, and every formula renders in Chromium with a box of its own.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, before, test } from "node:test";
import temml from "temml";
import { launchBrowser, sourceDir } from "./harness.mjs";
import { normalise, serialise } from "./math-normalise.mjs";

// The corpus entries: { tex, display, source, line }.
function readCorpus() {
  const file = path.join(sourceDir, "tests/math/corpus.txt");
  const entries = [];
  let source = null;
  fs.readFileSync(file, "utf8").split("\n").forEach((line, i) => {
    if (line.startsWith("@ ")) source = line.slice(2);
    const display = line.startsWith("$$ ");
    if (display || line.startsWith("$ ")) entries.push({ tex: line.slice(display ? 3 : 2), display, source, line: i + 1 });
  });
  return entries;
}

// quizpack's MathML for each entry, from the converter's test program.
function convert(entries) {
  const bin = process.env.QUIZPACK_TEX_BIN;
  if (!bin) throw new Error("QUIZPACK_TEX_BIN must name the quizpack-test-tex program");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "quizpack-math-"));
  const input = path.join(dir, "formulas.json");
  fs.writeFileSync(input, JSON.stringify(entries.map(({ tex, display }) => ({ tex, display }))));
  const out = JSON.parse(execFileSync(bin, [input], { encoding: "utf8", maxBuffer: 64 << 20 }));
  fs.rmSync(dir, { recursive: true, force: true });
  return out;
}

const corpus = readCorpus();
const converted = convert(corpus);
let browser;

before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

test("the corpus holds at least 300 formulas, each with its source", () => {
  assert.ok(corpus.length >= 300, `${corpus.length} formulas`);
  for (const e of corpus) assert.ok(e.source && e.source.startsWith("https://"), `line ${e.line} has no source`);
});

test("every corpus formula converts without error", () => {
  const failed = corpus.filter((e, i) => converted[i].error)
    .map((e) => `line ${e.line}: ${e.tex}: ${converted[corpus.indexOf(e)].error.message}`);
  assert.deepEqual(failed, []);
});

test("every corpus formula's MathML equals temml's after normalisation", () => {
  const differences = [];
  corpus.forEach((e, i) => {
    const reference = temml.renderToString(e.tex, { displayMode: e.display, annotate: false, throwOnError: true });
    const ours = serialise(normalise(converted[i].mathml));
    const theirs = serialise(normalise(reference));
    if (ours !== theirs) differences.push(`line ${e.line}: ${e.tex}\n  quizpack ${ours}\n  temml    ${theirs}`);
  });
  assert.equal(differences.length, 0, differences.join("\n"));
});

test("the normalisation keeps what changes the rendering", () => {
  const same = (a, b) => serialise(normalise(a)) === serialise(normalise(b));
  assert.ok(!same("<math><mi>x</mi></math>", "<math><mi>y</mi></math>"));
  assert.ok(!same("<math><msup><mi>x</mi><mn>2</mn></msup></math>", "<math><msub><mi>x</mi><mn>2</mn></msub></math>"));
  assert.ok(!same("<math><mi>d</mi></math>", '<math><mi mathvariant="normal">d</mi></math>'));
  assert.ok(!same("<math><mi>a</mi><mi>b</mi></math>", "<math><mi>ab</mi></math>"));
  assert.ok(!same('<math><mspace width="1em"/></math>', '<math><mspace width="2em"/></math>'));
  assert.ok(!same("<math><mfrac><mi>a</mi><mi>b</mi></mfrac></math>", '<math><mfrac linethickness="0"><mi>a</mi><mi>b</mi></mfrac></math>'));
  assert.ok(same("<math><mrow><mi>a</mi><mrow><mo>+</mo></mrow></mrow></math>", "<math><mi>a</mi><mo>+</mo></math>"));
  assert.ok(same('<math><mi mathvariant="normal">k</mi><mi mathvariant="normal">g</mi></math>', "<math><mi>kg</mi></math>"));
});

test("every corpus formula renders in Chromium with a box of its own", async () => {
  const page = await browser.newPage({ viewport: { width: 1000, height: 800 } });
  const items = converted.map((c, i) => `<li id="f${i}">${c.mathml}</li>`).join("\n");
  await page.setContent(`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Formulas</title>
    <style>body{font:18px serif} li{margin:6px 0}</style></head><body><ol>${items}</ol></body></html>`);
  const boxes = await page.evaluate(() => [...document.querySelectorAll("li > math")].map((m) => {
    const r = m.getBoundingClientRect();
    return { mathml: m instanceof MathMLElement && m.namespaceURI === "http://www.w3.org/1998/Math/MathML",
             width: r.width, height: r.height, children: m.children.length };
  }));
  assert.equal(boxes.length, corpus.length);
  const empty = boxes.map((b, i) => ({ ...b, e: corpus[i] }))
    .filter((b) => !b.mathml || !(b.width > 0) || !(b.height > 0))
    .map((b) => `line ${b.e.line}: ${b.e.tex} (${b.width}×${b.height}, MathML element: ${b.mathml})`);
  assert.deepEqual(empty, []);
  const shots = process.env.QUIZPACK_SCREENSHOTS;
  if (shots) {
    fs.mkdirSync(path.join(shots, "math"), { recursive: true });
    await page.screenshot({ path: path.join(shots, "math", "corpus.png"), fullPage: true });
  }
  await page.close();
});
