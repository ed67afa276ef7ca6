// quizpack preview in Chromium, on copies of content/ and examples/: every question of every language on the page,
// a saved edit shown within a second, a broken file's error at its line, the review action, play with the in-page
// SCORM API; and the review sheets of content/ offline, complete and accessible.
import assert from "node:assert/strict";
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, before, test } from "node:test";
import * as h from "./harness.mjs";

const bin = process.env.QUIZPACK_BIN;
const work = fs.mkdtempSync(path.join(os.tmpdir(), "quizpack-preview-"));
process.on("exit", () => fs.rmSync(work, { recursive: true, force: true }));
for (const dir of ["content", "examples"]) fs.cpSync(path.join(h.sourceDir, dir), path.join(work, dir), { recursive: true });

// Every bank under content/ and examples/, in the order the command is given them and each folder's sorted order.
const bankFiles = ["content", "examples"].flatMap((dir) =>
  fs.readdirSync(path.join(work, dir), { recursive: true })
    .filter((f) => path.basename(f) === "quiz.json")
    .map((f) => `${dir}/${f.split(path.sep).join("/")}`)
    .sort());
const bankId = (file) => JSON.parse(fs.readFileSync(path.join(work, file), "utf8")).id;

let browser, preview, origin;

// Starts `quizpack preview` and resolves with the URL it prints.
function startPreview() {
  return new Promise((resolve, reject) => {
    const child = spawn(bin, ["preview", "--port", "0", "content", "examples"], { cwd: work, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    child.stdout.on("data", (d) => {
      out += d;
      const m = out.match(/http:\/\/127\.0\.0\.1:\d+\//);
      if (m) resolve({ child, url: m[0] });
    });
    child.stderr.on("data", (d) => process.stderr.write(d));
    child.on("exit", (code) => reject(new Error("preview exited with " + code + ": " + out)));
  });
}

before(async () => {
  preview = await startPreview();
  origin = preview.url.replace(/\/$/, "");
  browser = await h.launchBrowser();
});
after(async () => {
  await browser?.close();
  if (preview) {
    const exited = new Promise((resolve) => preview.child.on("exit", resolve));
    preview.child.kill("SIGINT");
    await exited;
  }
});

async function openBank(n) {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  page.on("console", (m) => { if (m.type() === "error") errors.push(m.text()); });
  await page.goto(`${origin}/bank/${n}/`);
  await page.waitForSelector("html[data-version]");
  return { context, page, errors };
}

function bankIndex(file) {
  return bankFiles.indexOf(file);
}

test("the index lists every bank with its translation status", async () => {
  const page = await browser.newPage();
  await page.goto(origin + "/");
  const banks = await page.locator(".pv-bank h2").allTextContents();
  assert.ok(bankFiles.length >= 4, "content/ and examples/ hold banks");
  assert.deepEqual(banks, bankFiles.map(bankId));
  const rows = await page.locator(".pv-bank[data-bank='0'] tbody th").allTextContents();
  assert.deepEqual(rows, ["en", "ja", "hi"]);
  await page.close();
});

test("every question of every language is on the bank page, drawn by the player's kinds", async () => {
  for (const file of bankFiles) {
    const bank = JSON.parse(fs.readFileSync(path.join(work, file), "utf8"));
    const { context, page, errors } = await openBank(bankIndex(file));
    const data = await page.evaluate(async () => (await fetch("data.json")).json());
    assert.equal(data.loaded, true, file);
    assert.equal(data.questions.length, bank.questions.length, file);
    for (const lang of bank.languages) {
      for (const [i, q] of data.quiz[lang].questions.entries()) {
        const cell = page.locator(`[data-question-id="${q.id}"] .pv-cell[data-lang="${lang}"]`);
        assert.equal(await cell.count(), 1, `${file} ${q.id} ${lang}`);
        // a cloze stem holds a control in each gap's place: the same stem once they are taken out
        const sameStem = await cell.locator(".qp-stem").evaluate((e, html) => {
          const parsed = document.createElement("div");
          parsed.innerHTML = html;
          const shown = e.cloneNode(true);
          shown.querySelectorAll(".qp-gap > input, .qp-gap > select").forEach((c) => c.remove());
          return shown.innerHTML === parsed.innerHTML;
        }, q.stem);
        if (q.kind === "cloze")
          assert.equal(await cell.locator(".qp-stem .qp-gap > input, .qp-stem .qp-gap > select").count(), q.gaps.length,
                       `${file} ${q.id} ${lang}: a control in each gap`);
        assert.ok(sameStem, `${file} ${q.id} ${lang}: the stem as the player shows it`);
        assert.equal(await cell.locator(".pv-rendered").getAttribute("data-kind"), q.kind);
        assert.equal(await cell.getAttribute("dir"), data.quiz[lang].dir);
        assert.ok(await cell.locator(".pv-texts li").count() >= 1, `${file} ${q.id} ${lang} texts`);
        assert.equal(data.questions[i].id, q.id);
      }
    }
    const images = await page.locator("main img").evaluateAll((imgs) => imgs.map((i) => i.complete && i.naturalWidth > 0));
    assert.ok(images.every(Boolean), `${file}: every image loads`);
    const badges = await page.locator(".pv-state").count();
    assert.ok(badges > 0);
    assert.deepEqual(errors, [], file);
    const violations = await h.runAxe(page);
    assert.deepEqual(violations, [], `axe on the preview of ${file}`);
    await page.screenshot({ path: path.join(h.screenshotDir("preview"), path.basename(path.dirname(file)) + ".png"), fullPage: false });
    await context.close();
  }
});

test("a saved edit shows within a second, in place; a broken file shows its error at its line", async (t) => {
  const file = path.join(work, bankFiles[0]);
  const original = fs.readFileSync(file, "utf8");
  t.after(() => fs.writeFileSync(file, original));
  const { context, page, errors } = await openBank(0);
  const ids = await page.locator("[data-question-id]").evaluateAll((n) => n.map((e) => e.getAttribute("data-question-id")));
  const target = page.locator(`[data-question-id="${ids[4]}"]`);
  await target.evaluate((e) => e.scrollIntoView());
  const topBefore = await target.evaluate((e) => e.getBoundingClientRect().top);

  const marker = "Edited while previewing";
  const at = original.indexOf('"text": "', original.indexOf('"stem"')) + 9;
  const saved = Date.now();
  fs.writeFileSync(file, original.slice(0, at) + marker + " " + original.slice(at));
  await page.waitForFunction((m) => document.querySelector("[data-question-id] .pv-cell[data-lang='en'] .qp-stem").textContent.includes(m),
    marker, { timeout: 5000, polling: 20 });
  const shownAfter = Date.now() - saved;
  assert.ok(shownAfter < 1000, `the edit showed after ${shownAfter} ms`);
  const topAfter = await target.evaluate((e) => e.getBoundingClientRect().top);
  assert.ok(Math.abs(topAfter - topBefore) < 2, `the page kept its place (${topBefore} → ${topAfter})`);

  const broken = original.replace('"questions"', '"questions" "oops"');
  const line = broken.slice(0, broken.indexOf('"oops"')).split("\n").length;
  fs.writeFileSync(file, broken);
  await page.waitForSelector(".pv-errors li[data-rule='json-syntax']", { timeout: 5000 });
  assert.deepEqual(await page.locator(".pv-errors li").evaluateAll((l) => l.map((e) => e.getAttribute("data-line"))),
    [String(line)]);
  assert.match(await page.locator(".pv-errors").textContent(), new RegExp(`quiz\\.json:${line}:\\d+: error\\[json-syntax\\]`));
  assert.equal(await page.locator("[data-question-id]").count(), 0, "the last good version is not shown");

  fs.writeFileSync(file, original);
  await page.waitForSelector("[data-question-id]", { timeout: 5000 });
  assert.deepEqual(errors, []);
  await context.close();
});

test("marking a text reviewed changes exactly that state in the file", async () => {
  const file = path.join(work, bankFiles[1]);
  const before = fs.readFileSync(file, "utf8");
  const { context, page } = await openBank(1);
  const button = page.locator("[data-question-id] [data-action='mark-reviewed']").first();
  const pointer = await button.getAttribute("data-pointer");
  const lang = await button.getAttribute("data-lang");
  const version = await page.getAttribute("html", "data-version");
  await button.click();
  await page.waitForFunction((v) => document.documentElement.getAttribute("data-version") !== v, version, { timeout: 5000 });
  const after = fs.readFileSync(file, "utf8");
  const expected = JSON.parse(before);
  const entry = pointer.split("/").slice(1).concat(lang).reduce((o, k) => o[k], expected);
  assert.equal(entry.state, "needs-review");
  entry.state = "translated";
  assert.deepEqual(JSON.parse(after), expected, "only that state changed");
  let first = 0;
  while (before[first] === after[first]) first++;
  assert.equal(before.slice(0, first) + "translated" + before.slice(first + "needs-review".length), after,
    "only the bytes of that value changed");
  const item = page.locator(`.pv-cell[data-lang="${lang}"] li[data-pointer="${pointer}"]`);
  assert.equal(await item.getAttribute("data-state"), "translated");
  await context.close();
});

test("play runs the real player against the page's SCORM API, which shows what an LMS records", async () => {
  const { context, page, errors } = await openBank(bankIndex("examples/one-meaning/quiz.json"));
  await page.selectOption("#pv-play-language", "de");
  await page.click("[data-action='play']");
  const frame = page.frameLocator("#pv-play iframe");
  await frame.locator("[data-action='start']").click();
  await frame.locator(".qp-question").waitFor();
  const first = frame.locator(".qp-option input, .qp-field input, .qp-field textarea").first();
  if ((await first.getAttribute("type")) === "text") await first.fill("1");
  else await first.check();
  await frame.locator("[data-action='check']").click();
  await page.waitForSelector("#pv-record [data-record='interactions'] tbody tr");
  assert.equal(await page.locator("#pv-record tr[data-element='session'] td").textContent(), "running");
  assert.equal(await page.locator("#pv-record tr[data-element='completion_status'] td").textContent(), "incomplete");
  const row = await page.locator("#pv-record [data-record='interactions'] tbody tr td").allTextContents();
  assert.ok(row[0].length > 0 && row[1].length > 0, "an interaction with id and type: " + row.join(" | "));
  assert.deepEqual(errors, []);
  await context.close();
});

test("the review sheets of content/ open offline, show every text of both languages and pass axe", async () => {
  const out = path.join(work, "review");
  execFileSync(bin, ["review", "content", "--out", out], { cwd: work, stdio: "pipe" });
  const bank = JSON.parse(fs.readFileSync(path.join(work, bankFiles[0]), "utf8"));
  const texts = [];
  (function walk(v) {
    if (v && typeof v === "object" && !Array.isArray(v) && Object.keys(v).length &&
        Object.values(v).every((e) => e && typeof e === "object" && typeof e.text === "string")) return texts.push(v);
    if (v && typeof v === "object") Object.entries(v).forEach(([k, x]) => { if (k !== "languages") walk(x); });
  })(bank);
  const accepted = bank.questions.reduce((n, q) => n + (q.accepted ? q.accepted[bank.sourceLanguage].length : 0), 0);
  const targets = bank.languages.filter((l) => l !== bank.sourceLanguage);
  assert.deepEqual(fs.readdirSync(out).sort(), targets.map((l) => `${bank.id}.${bank.sourceLanguage}-${l}.review.html`).sort());
  for (const lang of targets) {
    const context = await browser.newContext({ offline: true });
    const outside = [];
    await context.route("**/*", (route) => {
      if (route.request().url().startsWith("file:")) return route.continue();
      outside.push(route.request().url());
      return route.abort();
    });
    const page = await context.newPage();
    await page.goto("file://" + path.join(out, `${bank.id}.${bank.sourceLanguage}-${lang}.review.html`));
    const rows = page.locator("tr[data-unit]");
    assert.equal(await rows.count(), texts.length + accepted, `${lang}: a row per text`);
    const cells = await rows.evaluateAll((trs) => trs.map((tr) => ({
      source: tr.querySelectorAll("td[lang]")[0].textContent.trim(),
      target: tr.querySelectorAll("td[lang]")[1].textContent.trim(),
      state: tr.getAttribute("data-state")
    })));
    for (const c of cells) {
      assert.ok(c.source.length > 0, "a source text");
      assert.ok(c.state === "missing" || c.target.length > 0, "a target text");
    }
    for (const t of texts) {
      const plain = (s) => s.replace(/[*_`\\]/g, "").replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1").replace(/\s+/g, " ").trim();
      const all = cells.map((c) => (c.source + " " + c.target).replace(/\s+/g, " "));
      for (const l of [bank.sourceLanguage, lang]) {
        const words = plain(t[l].text).slice(0, 24);
        assert.ok(all.some((c) => c.includes(words)), `${l} text shown: ${words}`);
      }
    }
    const images = await page.locator("img").evaluateAll((imgs) => imgs.map((i) => ({ src: i.src.slice(0, 11), ok: i.complete && i.naturalWidth > 0 })));
    for (const img of images) assert.deepEqual(img, { src: "data:image/", ok: true });
    assert.deepEqual(outside, []);
    assert.deepEqual(await h.runAxe(page), [], `axe on the ${lang} review sheet`);
    await page.pdf?.({ path: path.join(h.screenshotDir("review"), `${lang}.pdf`) }).catch(() => {});
    await context.close();
  }
});
