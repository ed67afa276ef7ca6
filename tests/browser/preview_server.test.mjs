// The `quizpack preview` command over HTTP, without a browser (so it also runs under ASan + UBSan): a foreign Host,
// a change without the token or from another origin, ../ paths and oversized bodies are refused; a change with
// them edits the bank; a saved file reaches the event stream; SIGINT stops it at once and leaves nothing behind.
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { after, before, test } from "node:test";

const bin = process.env.QUIZPACK_BIN;
const sourceDir = process.env.QUIZPACK_SOURCE_DIR;
const work = fs.mkdtempSync(path.join(os.tmpdir(), "quizpack-preview-server-"));
process.on("exit", () => fs.rmSync(work, { recursive: true, force: true }));
fs.cpSync(path.join(sourceDir, "examples"), path.join(work, "examples"), { recursive: true });
const bankFile = path.join(work, "examples/every-kind/quiz.json");

let child, port, exited;

function listing(dir) {
  return fs.readdirSync(dir, { recursive: true }).sort();
}
const filesBefore = listing(work);

before(async () => {
  child = spawn(bin, ["preview", "--port", "0", "examples"], { cwd: work, stdio: ["ignore", "pipe", "pipe"] });
  exited = new Promise((resolve) => child.on("exit", (code, signal) => resolve({ code, signal })));
  let stderr = "";
  child.stderr.on("data", (d) => { stderr += d; });
  port = await new Promise((resolve, reject) => {
    let out = "";
    child.stdout.on("data", (d) => {
      out += d;
      const m = out.match(/http:\/\/127\.0\.0\.1:(\d+)\//);
      if (m) resolve(Number(m[1]));
    });
    exited.then((e) => reject(new Error(`preview exited ${JSON.stringify(e)}: ${out} ${stderr}`)));
  });
});
after(() => {
  if (child.exitCode === null) child.kill("SIGKILL");
});

// One request with exactly these headers and path; resolves with { status, headers, body }.
function request({ method = "GET", pathname, host = `127.0.0.1:${port}`, headers = {}, body = "" }) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, method, path: pathname, setHost: false,
                               headers: { Host: host, Connection: "close", ...headers } }, (res) => {
      let data = "";
      res.on("data", (d) => { data += d; });
      res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, body: data }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

async function version() {
  return JSON.parse((await request({ pathname: "/bank/0/data.json" })).body).version;
}

function review(pointer, lang, v, headers) {
  return request({ method: "POST", pathname: "/bank/0/review",
                   headers: { "Content-Type": "application/json", ...headers },
                   body: JSON.stringify({ pointer, language: lang, version: v }) });
}

async function token() {
  const page = await request({ pathname: "/bank/0/" });
  return page.body.match(/data-token="([0-9a-f]{64})"/)[1];
}

test("pages are served to 127.0.0.1 and localhost with the served port", async () => {
  assert.equal((await request({ pathname: "/" })).status, 200);
  assert.equal((await request({ pathname: "/", host: `localhost:${port}` })).status, 200);
  const page = await request({ pathname: "/bank/0/" });
  assert.equal(page.status, 200);
  assert.match(page.headers["content-security-policy"], /default-src 'self'/);
  assert.equal(page.headers["x-content-type-options"], "nosniff");
});

test("a foreign Host is refused (DNS rebinding)", async () => {
  for (const host of ["attacker.example", `attacker.example:${port}`, `127.0.0.1:${port + 1}`, "127.0.0.1", ""]) {
    for (const pathname of ["/", "/bank/0/", "/bank/0/data.json", "/bank/0/events", "/player/player.js"])
      assert.equal((await request({ pathname, host })).status, 421, `${host} ${pathname}`);
  }
});

test("../ paths, absolute paths, links and folders are refused", async () => {
  fs.symlinkSync("/etc/passwd", path.join(work, "examples/every-kind/media/passwd.png"));
  for (const pathname of ["/../../../../etc/passwd", "/bank/0/assets/../quiz.json", "/bank/0/assets/%2e%2e/quiz.json",
                          "/bank/0/assets/..%2fquiz.json", "/bank/0/assets/media/../../../examples/every-kind/quiz.json",
                          "/bank/0/assets//etc/passwd", "/bank/0/assets/media/passwd.png", "/bank/0/assets/media/",
                          "/bank/0/assets/media", "/bank/0/play/en/../../data.json", "/player/../../CMakeLists.txt",
                          "/preview/%2e%2e/site.cpp", "/bank/0/quiz.json", "/bank/../../etc/passwd"]) {
    const r = await request({ pathname });
    assert.ok(r.status === 404 || r.status === 400, `${pathname}: ${r.status}`);
    assert.doesNotMatch(r.body, /root:|"questions"/);
  }
  fs.rmSync(path.join(work, "examples/every-kind/media/passwd.png"));
  assert.equal((await request({ pathname: "/bank/0/assets/media/fp16-layout.png" })).status, 200);
});

test("a change without the token, from another origin, or too large is refused; with them it is written", async () => {
  const before = fs.readFileSync(bankFile, "utf8");
  const t = await token();
  const v = await version();
  const own = { Origin: `http://127.0.0.1:${port}` };
  assert.equal((await review("/questions/0/stem", "ja", v, own)).status, 403);
  assert.equal((await review("/questions/0/stem", "ja", v, { ...own, "X-Quizpack-Token": "0".repeat(64) })).status, 403);
  assert.equal((await review("/questions/0/stem", "ja", v, { "X-Quizpack-Token": t, Origin: "http://attacker.example" })).status, 403);
  assert.equal((await review("/questions/0/stem", "ja", v, { "X-Quizpack-Token": t })).status, 403);
  assert.equal((await review("/questions/0/stem", "ja", v, { ...own, "X-Quizpack-Token": t, "Sec-Fetch-Site": "cross-site" })).status, 403);
  const big = await request({ method: "POST", pathname: "/bank/0/review", body: "x".repeat(1 << 20),
                              headers: { ...own, "X-Quizpack-Token": t, "Content-Type": "application/json" } }).catch(() => ({ status: 413 }));
  assert.equal(big.status, 413);
  assert.equal(fs.readFileSync(bankFile, "utf8"), before);
  const ok = await review("/questions/0/stem", "ja", v, { ...own, "X-Quizpack-Token": t, "Sec-Fetch-Site": "same-origin" });
  assert.equal(ok.status, 200, ok.body);
  const after = fs.readFileSync(bankFile, "utf8");
  assert.equal(after.length, before.length - 2);
  assert.equal(JSON.parse(after).questions[0].stem.ja.state, "translated");
  assert.equal((await review("/questions/0/explanation", "ja", v, { ...own, "X-Quizpack-Token": t })).status, 409,
    "a change naming an older version of the file is refused");
});

test("a saved file reaches the event stream within a second", async () => {
  const events = await new Promise((resolve) => {
    const req = http.request({ host: "127.0.0.1", port, path: "/bank/0/events", setHost: false,
                               headers: { Host: `127.0.0.1:${port}` } }, resolve);
    req.end();
  });
  assert.equal(events.headers["content-type"], "text/event-stream");
  let text = "";
  const seen = (word) => new Promise((resolve) => {
    const check = () => { if (text.includes(word)) { events.off("data", onData); resolve(); } };
    const onData = (d) => { text += d; check(); };
    events.on("data", onData);
    check();
  });
  await seen("event: hello");
  const saved = Date.now();
  fs.appendFileSync(bankFile, "\n");
  await seen("event: change");
  assert.ok(Date.now() - saved < 1000, `the change arrived after ${Date.now() - saved} ms`);
  events.destroy();
});

test("SIGINT stops the server at once and leaves nothing behind", async () => {
  const open = net.connect(port, "127.0.0.1");
  await new Promise((resolve) => open.on("connect", resolve));
  const start = Date.now();
  child.kill("SIGINT");
  const { code } = await exited;
  assert.equal(code, 0);
  assert.ok(Date.now() - start < 3000, `stopped after ${Date.now() - start} ms`);
  open.destroy();
  await assert.rejects(request({ pathname: "/" }), "the port is closed");
  assert.deepEqual(listing(work), filesBefore, "no file left behind");
});
