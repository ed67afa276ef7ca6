// Time to the first question in the SCORM 1.2 player on a large bank: prints each round, the medians, PASS/MISS.
// Usage: node bench/first_question.mjs QUIZPACK QUIZPACK_BENCH_GENERATE [QUESTIONS=10000] [ROUNDS=5]
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { installLms, launchBrowser, startServer } from "../tests/browser/harness.mjs";

const TARGET_MS = 300;
const [quizpack, generate, questionsArg = "10000", roundsArg = "5"] = process.argv.slice(2);
if (!quizpack || !generate) {
  console.error("usage: node bench/first_question.mjs QUIZPACK QUIZPACK_BENCH_GENERATE [QUESTIONS] [ROUNDS]");
  process.exit(2);
}
const questions = Number(questionsArg);
const rounds = Math.max(5, Number(roundsArg));

// The bank of `questions` × 3 languages, exported to SCORM 1.2; the unzipped en package's folder under the root.
function makePackage() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "quizpack-first-question-"));
  process.on("exit", () => fs.rmSync(root, { recursive: true, force: true }));
  execFileSync(path.resolve(generate), [String(questions), "3", "bank"], { cwd: root, stdio: "pipe" });
  execFileSync(path.resolve(quizpack), ["export", "--format", "scorm12", "--lang", "en", "-q", "--out", "dist", "bank"],
               { cwd: root, stdio: "pipe" });
  const langDir = fs.readdirSync(path.join(root, "dist")).map((q) => path.join(root, "dist", q, "en"))
    .find((d) => fs.existsSync(d));
  const zip = fs.readdirSync(langDir).find((f) => f.endsWith(".scorm12.zip"));
  fs.mkdirSync(path.join(root, "pkg", "en"), { recursive: true });
  execFileSync("unzip", ["-q", path.join(langDir, zip), "-d", path.join(root, "pkg", "en")]);
  return path.join(root, "pkg");
}

// In the host page: sets the SCO frame's src, waits for the start screen, presses Start, waits for the first
// question in the DOM and one more animation frame (painted). Milliseconds from setting src.
function measureInPage(src) {
  return new Promise((resolve, reject) => {
    const frame = document.getElementById("sco");
    const t0 = performance.now();
    const found = (selector) => frame.contentDocument && frame.contentDocument.querySelector(selector);
    const poll = (selector, then) => {
      const tick = () => (found(selector) ? then(found(selector)) : setTimeout(tick, 1));
      tick();
    };
    setTimeout(() => reject(new Error("no first question within 30 s")), 30000);
    frame.src = src;
    poll('#quiz[data-screen="start"]', () => {
      const startScreen = performance.now() - t0;
      found('[data-action="start"]').click();
      poll(".qp-question", () => requestAnimationFrame(() => resolve({ startScreen, firstQuestion: performance.now() - t0 })));
    });
  });
}

function median(values) {
  const s = [...values].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
}

const packageRoot = makePackage();
const data = fs.readdirSync(path.join(packageRoot, "en")).filter((f) => /^quiz-data(-\d+)?\.js$/.test(f));
const bytes = (f) => fs.statSync(path.join(packageRoot, "en", f)).size;
console.log(`${questions} questions × 3 languages, SCORM 1.2 en package: quiz-data.js ${bytes("quiz-data.js")} bytes, ` +
            `${data.length - 1} chunk scripts`);
const server = await startServer(packageRoot);
const browser = await launchBrowser();
const results = [];
try {
  for (let r = 1; r <= rounds; r++) {
    // a fresh context without request interception (which would delay every request), as a learner's browser
    const context = await browser.newContext({ viewport: { width: 1000, height: 900 } });
    const page = await context.newPage();
    const requests = [];
    const errors = [];
    page.on("request", (q) => requests.push(q.url()));
    page.on("pageerror", (e) => errors.push(String(e)));
    await page.goto(server.origin + "/lms.html");
    await installLms(page, "scorm12");
    const t = await page.evaluate(measureInPage, `${server.origin}/pkg/en/index.html`);
    const loaded = requests.filter((u) => /quiz-data(-\d+)?\.js$/.test(u)).map((u) => path.basename(u));
    console.log(`round ${r}: start screen ${t.startScreen.toFixed(0)} ms, first question ${t.firstQuestion.toFixed(0)} ms` +
                ` (loaded ${loaded.join(", ")})`);
    if (errors.length) console.log("  page errors: " + errors.join("; "));
    results.push(t);
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
const startMedian = median(results.map((t) => t.startScreen));
const questionMedian = median(results.map((t) => t.firstQuestion));
console.log(`median of ${rounds}: start screen ${startMedian.toFixed(0)} ms, first question ${questionMedian.toFixed(0)} ms`);
console.log(`${questionMedian <= TARGET_MS ? "PASS" : "MISS"}: first question ${questionMedian.toFixed(0)} ms ` +
            `against ${TARGET_MS} ms`);
