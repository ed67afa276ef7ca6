// Test harness: a static server on 127.0.0.1, an LMS host page running scorm-again, headless Chromium.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { after, before } from "node:test";
import vm from "node:vm";
import { chromium } from "playwright-core";

const here = path.dirname(fileURLToPath(import.meta.url));
export const sourceDir = process.env.QUIZPACK_SOURCE_DIR || path.resolve(here, "../..");
const modules = path.join(here, "node_modules");

const types = {
  ".html": "text/html; charset=utf-8", ".js": "text/javascript; charset=utf-8", ".css": "text/css; charset=utf-8",
  ".png": "image/png", ".jpg": "image/jpeg", ".jpeg": "image/jpeg", ".gif": "image/gif", ".svg": "image/svg+xml",
  ".webp": "image/webp", ".xml": "application/xml", ".xsd": "application/xml", ".json": "application/json"
};

const hostPage = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Test LMS</title>
<style>html,body{margin:0;height:100%}iframe{border:0;width:100%;height:100%;display:block}</style>
<script src="/scorm-again/scorm12.js"></script><script src="/scorm-again/scorm2004.js"></script>
</head><body><iframe id="sco" title="Course"></iframe></body></html>`;

// Serves the host page, scorm-again and the unzipped packages under /pkg/<key>/.
export async function startServer(packageRoot) {
  const served = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, "http://127.0.0.1");
    served.push(url.pathname);
    let file = null;
    let base = null;
    if (url.pathname === "/lms.html") {
      res.writeHead(200, { "content-type": types[".html"] });
      res.end(hostPage);
      return;
    }
    if (url.pathname.startsWith("/scorm-again/")) {
      base = path.join(modules, "scorm-again/dist");
      file = path.join(base, path.basename(url.pathname));
    } else if (url.pathname.startsWith("/pkg/")) {
      base = path.resolve(packageRoot);
      file = path.resolve(base, decodeURIComponent(url.pathname.slice(5)));
    }
    if (!file || !file.startsWith(base + path.sep) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      res.writeHead(404, { "content-type": "text/plain" });
      res.end("not found");
      return;
    }
    res.writeHead(200, { "content-type": types[path.extname(file)] || "application/octet-stream" });
    fs.createReadStream(file).pipe(res);
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  return { origin, served, close: () => new Promise((resolve) => server.close(resolve)) };
}

// One static server over `root` and one Chromium for a whole test file, started before its first test and closed after
// its last; `set(browser, server)` hands them over.
export function useBrowser(root, set) {
  let browser, server;
  before(async () => {
    server = await startServer(root);
    browser = await launchBrowser();
    set(browser, server);
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });
}

export async function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.QUIZPACK_CHROMIUM || "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"]
  });
}

// Unzipped SCORM packages of the banks under `bankDirs` (one path or several), made by `quizpack export` (with
// `extraArgs`): [{ quiz, lang, format: "scorm12" | "scorm2004", dir }], dir relative to the returned root.
export function exportPackages(bankDirs, extraArgs = []) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "quizpack-browser-"));
  const out = path.join(root, "out");
  const bin = process.env.QUIZPACK_BIN;
  if (!bin) throw new Error("QUIZPACK_BIN must name the quizpack program");
  execFileSync(bin, ["export", "--format", "scorm12,scorm2004", "--out", out].concat(extraArgs, bankDirs), { stdio: "pipe" });
  process.on("exit", () => fs.rmSync(root, { recursive: true, force: true }));
  const folders = (dir) => fs.readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !e.name.startsWith(".")).map((e) => e.name).sort();
  const packages = [];
  for (const quiz of folders(out)) {
    for (const lang of folders(path.join(out, quiz))) {
      const langDir = path.join(out, quiz, lang);
      for (const zip of fs.readdirSync(langDir)) {
        const m = zip.match(/\.(scorm12|scorm2004)\.zip$/);
        if (!m) continue;
        const dir = path.join("unzipped", quiz, lang, m[1]);
        fs.mkdirSync(path.join(root, dir), { recursive: true });
        execFileSync("unzip", ["-q", path.join(langDir, zip), "-d", path.join(root, dir)]);
        packages.push({ quiz, lang, format: m[1], dir });
      }
    }
  }
  return { root, packages };
}

// Unzipped packages already on disk (QUIZPACK_PLAYER_PACKAGES=<dir>/<quiz>/<lang>/<format>/).
export function packagesOnDisk(root) {
  const packages = [];
  for (const quiz of fs.readdirSync(root))
    for (const lang of fs.readdirSync(path.join(root, quiz)))
      for (const format of fs.readdirSync(path.join(root, quiz, lang)))
        packages.push({ quiz, lang, format, dir: path.join(quiz, lang, format) });
  return { root, packages };
}

// The banks under `bankDirs` (each a bank folder or a folder of bank folders): [{ id, languages }].
export function banksIn(bankDirs) {
  const banks = [];
  for (const dir of [].concat(bankDirs)) {
    const files = fs.existsSync(path.join(dir, "quiz.json")) ? [path.join(dir, "quiz.json")]
      : fs.readdirSync(dir).map((name) => path.join(dir, name, "quiz.json")).filter((f) => fs.existsSync(f));
    for (const file of files) {
      const bank = JSON.parse(fs.readFileSync(file, "utf8"));
      banks.push({ id: bank.id, languages: bank.languages });
    }
  }
  return banks;
}

// "<quiz> <lang> <format>" of every package the banks under `bankDirs` should give and `packages` lacks.
export function missingPackages(packages, bankDirs) {
  const banks = banksIn(bankDirs);
  if (banks.length === 0) return ["no bank under " + [].concat(bankDirs).join(", ")];
  const missing = [];
  for (const bank of banks)
    for (const lang of bank.languages)
      for (const format of ["scorm12", "scorm2004"])
        if (!packages.some((p) => p.quiz === bank.id && p.lang === lang && p.format === format))
          missing.push(`${bank.id} ${lang} ${format}`);
  return missing;
}

// The player's scripts from src/player/ run in a fresh context without a page: their window.Quizpack.
// Every language of the player's catalogue (src/player/strings/<language>.json), without the files' "@…" keys,
// as a package's strings-data.js gives its own.
export function playerCatalogue() {
  const folder = path.join(sourceDir, "src/player/strings");
  const out = {};
  for (const file of fs.readdirSync(folder).filter((f) => f.endsWith(".json")).sort()) {
    const json = JSON.parse(fs.readFileSync(path.join(folder, file), "utf8"));
    out[json["@@locale"]] = Object.fromEntries(Object.entries(json).filter(([key]) => !key.startsWith("@")));
  }
  return out;
}

// The player's scripts of the question kinds, in the order its page loads them.
export const kindScripts = ["kinds.js", "kinds-pairs.js", "kinds-cloze.js"];

// The player's scripts `files` run in a bare context; `catalogue` is the strings-data.js it sees (all by default).
export function loadPlayerScripts(files, catalogue = playerCatalogue()) {
  const context = { window: { QUIZPACK_STRINGS: catalogue }, console };
  vm.createContext(context);
  for (const file of files)
    vm.runInContext(fs.readFileSync(path.join(sourceDir, "src/player", file), "utf8"), context, { filename: file });
  return context.window.Quizpack;
}

// The quiz data a package's player reads, as the page sees it.
// A package in chunks gives every question, from its chunk scripts (quiz-data-2.js, ...) as they register them.
export function packageQuiz(root, pkg) {
  const text = fs.readFileSync(path.join(root, pkg.dir, "quiz-data.js"), "utf8");
  const quiz = JSON.parse(text.slice(text.indexOf("=") + 1).trim().replace(/;\s*$/, ""));
  if (!quiz.chunks) return quiz;
  for (let k = 1; k < quiz.chunks.count; k++) {
    const file = `quiz-data-${k + 1}.js`;
    const m = /^window\.Quizpack\.chunkLoaded\((\d+), ([\s\S]*)\);\n$/.exec(fs.readFileSync(path.join(root, pkg.dir, file), "utf8"));
    assert.ok(m, `${file} registers itself with the player`);
    assert.equal(Number(m[1]), k, `${file} registers chunk ${k}`);
    quiz.questions.push(...JSON.parse(m[2]));
  }
  assert.equal(quiz.questions.length, quiz.outline.count, "the chunks give every question of the outline");
  return quiz;
}

// A browser page with the LMS host loaded, recording requests, console errors and dialogs.
export async function openHost(browser, server, viewport = { width: 1000, height: 900 }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const log = { requests: [], consoleErrors: [], pageErrors: [], dialogs: [], outside: [] };
  await context.route("**/*", (route) => {
    const url = route.request().url();
    if (url.startsWith(server.origin + "/") || url.startsWith("data:") || url === "about:blank") return route.continue();
    log.outside.push(url);
    return route.abort();
  });
  page.on("request", (r) => log.requests.push({ url: r.url(), frame: r.frame() === page.mainFrame() ? "host" : "sco" }));
  page.on("console", (m) => { if (m.type() === "error") log.consoleErrors.push(m.text()); });
  page.on("pageerror", (e) => log.pageErrors.push(String(e)));
  page.on("dialog", (d) => { log.dialogs.push(d.message()); d.dismiss().catch(() => {}); });
  await page.goto(server.origin + "/lms.html");
  return { context, page, log };
}

// Installs a scorm-again API in the host for `format`, optionally with starting data and a failure mode,
// wrapping every API method to log its calls. failure: none | missing | false | throw | commit.
export async function installLms(page, format, { start = null, failure = "none" } = {}) {
  await page.evaluate(({ format, start, failure }) => {
    delete window.API;
    delete window.API_1484_11;
    window.lmsCalls = [];
    if (failure === "missing") return;
    const v12 = format === "scorm12";
    const api = v12 ? new window.Scorm12API({ logLevel: 5 }) : new window.Scorm2004API({ logLevel: 5 });
    if (start) api.loadFromJSON(start);
    const methods = v12
      ? ["LMSInitialize", "LMSFinish", "LMSGetValue", "LMSSetValue", "LMSCommit", "LMSGetLastError", "LMSGetErrorString", "LMSGetDiagnostic"]
      : ["Initialize", "Terminate", "GetValue", "SetValue", "Commit", "GetLastError", "GetErrorString", "GetDiagnostic"];
    const commitName = v12 ? "LMSCommit" : "Commit";
    const errorName = v12 ? "LMSGetLastError" : "GetLastError";
    let commitFailed = false;
    for (const name of methods) {
      const real = api[name].bind(api);
      api[name] = (...args) => {
        let result;
        if (failure === "throw") {
          window.lmsCalls.push({ name, args, result: "threw" });
          throw new Error("LMS is down");
        }
        if (failure === "false") result = name === errorName ? "101" : name.includes("Error") ? "General exception" : "false";
        else if (failure === "commit" && name === commitName) { commitFailed = true; result = "false"; }
        else if (failure === "commit" && name === errorName && commitFailed) { commitFailed = false; result = v12 ? "101" : "391"; }
        else result = real(...args);
        window.lmsCalls.push({ name, args, result: String(result) });
        return result;
      };
    }
    window.lmsApi = api;
    if (v12) window.API = api; else window.API_1484_11 = api;
  }, { format, start, failure });
}

// Loads a package's launch page into the SCO frame and waits for the player.
export async function launch(page, server, pkg) {
  await page.evaluate((src) => new Promise((resolve) => {
    const frame = document.getElementById("sco");
    frame.onload = () => resolve();
    frame.src = src;
  }), `${server.origin}/pkg/${pkg.dir}/index.html`);
  const frame = page.frame({ url: /\/pkg\/.*index\.html$/ });
  await frame.waitForSelector("#quiz[data-screen]");
  return frame;
}

// Unloads the SCO (the LMS closing it), so the player ends its session.
export async function closeSco(page) {
  await page.evaluate(() => new Promise((resolve) => {
    const frame = document.getElementById("sco");
    frame.onload = () => resolve();
    frame.src = "about:blank";
  }));
}

// The LMS's data model after the session, as JSON.
export async function lmsData(page) {
  return page.evaluate(() => JSON.parse(JSON.stringify(window.lmsApi.cmi)));
}

export async function lmsCalls(page) {
  return page.evaluate(() => window.lmsCalls);
}

// Answers the current question right or wrong, by keyboard where a learner would use it.
export async function answer(frame, q, right) {
  const section = frame.locator(".qp-question");
  const pick = async (value) => {
    const input = section.locator(`input[value="${value}"]`);
    await input.focus();
    await input.press("Space");
  };
  switch (q.kind) {
    case "single-choice": {
      const c = q.choices.find((x) => x.correct === right) || q.choices[0];
      await pick(c.id);
      return { choices: [c.id] };
    }
    case "multiple-response": {
      const chosen = q.choices.filter((x) => x.correct === right);
      const ids = (chosen.length ? chosen : [q.choices[0]]).map((x) => x.id);
      for (const id of ids) await pick(id);
      return { choices: ids };
    }
    case "true-false": {
      const value = right ? q.answer : !q.answer;
      await pick(String(value));
      return { value };
    }
    case "short-answer": {
      const text = right ? q.accepted[0] : "definitely-wrong";
      await section.locator("input[type=text]").fill(text);
      return { text };
    }
    case "numerical": {
      const value = right ? (typeof q.value === "number" ? q.value : q.low) : q.high + Math.max(1000, Math.abs(q.high));
      await section.locator("input[type=text]").fill(String(value));
      return { number: value };
    }
    case "matching": {
      const targets = q.pairs.filter((p) => !p.sameAnswerAs).map((p) => p.id).concat(q.distractors.map((d) => d.id));
      const matches = {};
      for (const p of q.pairs) {
        const answer = p.sameAnswerAs ?? p.id;
        const target = right ? answer : targets[(targets.indexOf(answer) + 1) % targets.length];
        matches[p.id] = target;
        await section.locator(`select[data-pair="${p.id}"]`).selectOption(target);
      }
      return { matches };
    }
    case "ordering":
      return { order: await orderByKeyboard(frame, q, right) };
    case "cloze":
      return { gaps: await fillGapsByKeyboard(frame, q, right) };
    case "essay": {
      const text = "An answer written in the test,\nover two lines.";
      await section.locator("textarea").fill(text);
      return { text };
    }
  }
  throw new Error("unknown kind " + q.kind);
}

// Fills every gap of a cloze question from the keyboard alone: Tab to each gap's control in the text's order, type
// a text or number, or move through a drop-down's options with the arrow keys. Returns each gap's answer in the
// form of the kind that scores it ({ text }, { number }, { choices }).
async function fillGapsByKeyboard(frame, q, right) {
  const page = frame.page();
  const order = await frame.locator(".qp-question [data-gap].qp-gap-input, .qp-question [data-gap].qp-gap-select")
    .evaluateAll((controls) => controls.map((c) => c.getAttribute("data-gap")));
  assert.deepEqual([...order].sort(), q.gaps.map((g) => g.id).sort(), `${q.id}: one control per gap`);
  const focused = () => frame.evaluate(() => document.activeElement?.getAttribute("data-gap") ?? null);
  const given = {};
  for (const id of order) {
    const gap = q.gaps.find((g) => g.id === id);
    for (let i = 0; i < 40 && (await focused()) !== id; i++) await page.keyboard.press("Tab");
    assert.equal(await focused(), id, `${q.id}: Tab reaches gap ${id}`);
    if (gap.kind === "choice") {
      const option = gap.options.find((o) => o.correct === right);
      const control = frame.locator(`.qp-question select[data-gap="${id}"]`);
      for (let i = 0; i <= gap.options.length && (await control.inputValue()) !== option.id; i++)
        await page.keyboard.press("ArrowDown");
      assert.equal(await control.inputValue(), option.id, `${q.id}: the arrow keys choose ${option.id} in gap ${id}`);
      given[id] = { choices: [option.id] };
    } else if (gap.kind === "number") {
      const value = right ? gap.low : gap.high + Math.max(1000, Math.abs(gap.high));
      await page.keyboard.type(String(value));
      given[id] = { number: value };
    } else {
      const text = right ? gap.accepted[0] : "definitely-wrong";
      await page.keyboard.type(text);
      given[id] = { text };
    }
  }
  return given;
}

// Moves the focus with Tab (forwards, then backwards) to the "move up" button of the item `id`.
async function tabToMove(frame, id) {
  const onIt = () => frame.evaluate((want) => {
    const a = document.activeElement;
    return a?.getAttribute("data-move") === "up" && a.closest(".qp-order-item")?.getAttribute("data-item") === want;
  }, id);
  for (const key of ["Tab", "Shift+Tab"])
    for (let i = 0; i < 60 && !(await onIt()); i++) await frame.page().keyboard.press(key);
  if (!(await onIt())) throw new Error(`no "move up" button of ${id} within reach of Tab`);
}

// Puts an ordering question's items in the right order (or, when not `right`, each one place off) with the move
// buttons and the keyboard alone, checking after each press that the focus stays on the moved item's buttons and
// the live region says where it is; axe runs on the question screen first. Returns the order given.
async function orderByKeyboard(frame, q, right) {
  const violations = await runAxe(frame);
  if (violations.length) throw new Error("axe violations on the ordering question: " + JSON.stringify(violations));
  const ids = q.items.map((i) => i.id);
  const target = right ? ids : ids.map((id, i) => ids[(i + 1) % ids.length]);
  const rows = () => frame.locator(".qp-order-item").evaluateAll((els) => els.map((e) => e.getAttribute("data-item")));
  const before = await rows();
  if (before.join() === ids.join()) throw new Error(`${q.id} is shown in its right order`);
  for (let p = 0; p < target.length; p++) {
    let at = (await rows()).indexOf(target[p]);
    while (at > p) {
      await tabToMove(frame, target[p]);
      await frame.page().keyboard.press(at % 2 ? "Enter" : "Space");
      at -= 1;
      const now = await rows();
      if (now[at] !== target[p]) throw new Error(`${q.id}: ${target[p]} did not move up to ${at + 1}`);
      const focused = await frame.evaluate(() => document.activeElement?.closest(".qp-order-item")?.getAttribute("data-item"));
      if (focused !== target[p]) throw new Error(`${q.id}: the focus left ${target[p]} (now on ${focused})`);
      const said = await frame.locator(".qp-order-status").textContent();
      const label = await frame.locator(`.qp-order-item[data-item="${target[p]}"]`).getAttribute("data-text");
      if (!said.includes(label)) throw new Error(`${q.id}: the live region says "${said}", not where ${label} is`);
    }
  }
  const after = await rows();
  if (after.join() !== target.join()) throw new Error(`${q.id}: ordered ${after}, not ${target}`);
  return after;
}

// Presses a data-action button by keyboard.
export async function act(frame, action) {
  const button = frame.locator(`[data-action="${action}"]`);
  await button.focus();
  await button.press("Enter");
}

export async function activeId(frame) {
  return frame.evaluate(() => document.activeElement && document.activeElement.id);
}

// Whether the screen shows a text-only page (a description) rather than a question.
export async function onTextPage(frame) {
  return (await frame.locator(".qp-text-page").count()) > 0;
}

// Reads a text-only page as a learner would: focus on its heading (or text), no answer controls, then on by keyboard.
// Returns "finish" when the page was the last, else "next".
export async function passTextPage(frame) {
  const focused = await activeId(frame);
  assert.ok(focused === "qp-heading" || focused === "qp-stem", `focus moves to the text page (${focused})`);
  const page = frame.locator(".qp-text-page");
  assert.equal(await page.locator("input, select, textarea, [data-action=check]").count(), 0, "a text page has no controls");
  assert.equal(await page.locator(".qp-progress, .qp-points").count(), 0, "a text page has no question number or points");
  const last = (await frame.locator('[data-action="finish"]').count()) > 0;
  await act(frame, last ? "finish" : "next");
  return last ? "finish" : "next";
}

// The id of the question on screen.
export async function currentQuestionId(frame) {
  return frame.locator(".qp-question").getAttribute("data-question-id");
}

export async function runAxe(frame) {
  const source = fs.readFileSync(path.join(modules, "axe-core/axe.min.js"), "utf8");
  await frame.evaluate(source);
  const violations = await frame.evaluate(async () => {
    const r = await window.axe.run(document, { resultTypes: ["violations"] });
    return r.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(" ")) }));
  });
  const kept = [];
  for (const v of violations) {
    const nodes = [];
    for (const selector of v.nodes) if (!(await namedByFormula(frame, v.id, selector))) nodes.push(selector);
    if (nodes.length > 0) kept.push({ ...v, nodes });
  }
  return kept;
}

// axe 4 computes no text from MathML, so a control labelled by a formula alone looks unnamed to it: true when the
// control's label holds <math> and Chromium's own accessibility tree gives the control a non-empty name.
async function namedByFormula(frame, rule, selector) {
  if (rule !== "label" && rule !== "select-name") return false;
  const control = frame.locator(selector);
  const labelledByMath = await control.evaluate((el) => {
    const labels = [...(el.labels || [])];
    for (const id of (el.getAttribute("aria-labelledby") || "").split(/\s+/).filter(Boolean))
      if (el.ownerDocument.getElementById(id)) labels.push(el.ownerDocument.getElementById(id));
    return labels.some((l) => l.querySelector("math"));
  });
  if (!labelledByMath) return false;
  const tree = await control.ariaSnapshot();
  return /^- [a-z]+ "[^"]*\S[^"]*"/.test(tree);
}

export function screenshotDir(...parts) {
  const base = process.env.QUIZPACK_SCREENSHOTS || path.join(sourceDir, "build", "screenshots");
  const dir = path.join(base, ...parts);
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

// Every request the SCO frame made stayed inside its own package.
export function requestsOutsidePackage(log, server, pkg) {
  const base = `${server.origin}/pkg/${pkg.dir}/`;
  return log.requests.filter((r) => r.frame === "sco" && r.url !== "about:blank" && !r.url.startsWith(base))
    .map((r) => r.url).concat(log.outside);
}
