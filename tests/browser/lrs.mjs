// A small LRS and cmi5 LMS for the tests: statements, state, the token fetch URL, and the unzipped packages.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const validateStatement = require("@learninglocker/xapi-validation").default;

const types = { ".html": "text/html; charset=utf-8", ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8", ".png": "image/png", ".svg": "image/svg+xml", ".xml": "application/xml" };

// Serves `packageRoot` under /pkg/ and the xAPI resources under /xapi/. `refuse` makes /xapi/statements answer 500.
export async function startLrs(packageRoot) {
  const lrs = {
    statements: [], invalid: [], state: new Map(), tokens: new Set(), fetched: [], badRequests: [], refuse: false
  };
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => { body += c; });
    req.on("end", () => handle(lrs, packageRoot, req, res, body));
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  lrs.origin = `http://127.0.0.1:${server.address().port}`;
  lrs.close = () => new Promise((resolve) => { server.closeAllConnections?.(); server.close(resolve); });
  return lrs;
}

function send(res, status, body, type = "application/json") {
  res.writeHead(status, { "content-type": type, "X-Experience-API-Version": "1.0.3" });
  res.end(typeof body === "string" ? body : JSON.stringify(body));
}

function handle(lrs, packageRoot, req, res, body) {
  const url = new URL(req.url, lrs.origin);
  if (url.pathname.startsWith("/pkg/")) return servePackage(packageRoot, url, res);
  if (url.pathname === "/fetch") {
    if (req.method !== "POST") return send(res, 405, { "error-code": "1", "error-text": "POST only" });
    const token = Buffer.from(`au:${lrs.tokens.size + 1}-${Math.random()}`).toString("base64");
    lrs.tokens.add(token);
    lrs.fetched.push(token);
    return send(res, 200, { "auth-token": token });
  }
  if (!url.pathname.startsWith("/xapi/")) return send(res, 404, "not found", "text/plain");
  const auth = (req.headers.authorization || "").replace(/^Basic /, "");
  if (!lrs.tokens.has(auth) || req.headers["x-experience-api-version"] !== "1.0.3") {
    lrs.badRequests.push(`${req.method} ${url.pathname}`);
    return send(res, 401, "unauthorised", "text/plain");
  }
  const resource = url.pathname.slice("/xapi/".length);
  if (resource === "statements") return statements(lrs, req, url, res, body);
  if (resource === "activities/state") return state(lrs, req, url, res, body);
  return send(res, 404, "not found", "text/plain");
}

function statements(lrs, req, url, res, body) {
  if (req.method === "GET") return send(res, 200, { statements: lrs.statements, more: "" });
  if (req.method !== "PUT" && req.method !== "POST") return send(res, 405, "method", "text/plain");
  if (lrs.refuse) return send(res, 500, "the store is down", "text/plain");
  let list;
  try {
    list = [].concat(JSON.parse(body));
  } catch {
    return send(res, 400, "not JSON", "text/plain");
  }
  if (req.method === "PUT") list[0].id = list[0].id || url.searchParams.get("statementId");
  for (const s of list) {
    const problems = validateStatement(s);
    if (problems.length) {
      lrs.invalid.push({ statement: s, problems });
      return send(res, 400, problems.map((p) => p.message).join("; "), "text/plain");
    }
  }
  lrs.statements.push(...list);
  return req.method === "PUT" ? send(res, 204, "") : send(res, 200, list.map((s) => s.id));
}

function stateKey(url) {
  const p = url.searchParams;
  return [p.get("activityId"), p.get("agent"), p.get("registration") || "", p.get("stateId")].join("\n");
}

function state(lrs, req, url, res, body) {
  const key = stateKey(url);
  if (req.method === "GET") return lrs.state.has(key) ? send(res, 200, lrs.state.get(key)) : send(res, 404, "", "text/plain");
  if (req.method === "PUT" || req.method === "POST") {
    lrs.state.set(key, body);
    return send(res, 204, "");
  }
  if (req.method === "DELETE") {
    lrs.state.delete(key);
    return send(res, 204, "");
  }
  return send(res, 405, "method", "text/plain");
}

function servePackage(packageRoot, url, res) {
  const base = path.resolve(packageRoot);
  const file = path.resolve(base, decodeURIComponent(url.pathname.slice(5)));
  if (!file.startsWith(base + path.sep) || !fs.existsSync(file) || fs.statSync(file).isDirectory())
    return send(res, 404, "not found", "text/plain");
  res.writeHead(200, { "content-type": types[path.extname(file)] || "application/octet-stream" });
  fs.createReadStream(file).pipe(res);
}

// What an LMS does before a launch: stores LMS.LaunchData for the registration, and returns the launch URL.
export function prepareLaunch(lrs, pkgPath, { activityId, registration, masteryScore, moveOn, launchMode = "Normal" }) {
  const actor = { objectType: "Agent", name: "Test Learner", account: { homePage: "https://lms.invalid", name: "learner-1" } };
  const sessionId = crypto.randomUUID();
  const launchData = {
    contextTemplate: {
      contextActivities: { grouping: [{ id: activityId + "/publisher" }] },
      extensions: { "https://w3id.org/xapi/cmi5/context/extensions/sessionid": sessionId }
    },
    launchMode, moveOn, masteryScore
  };
  const key = [activityId, JSON.stringify(actor), registration, "LMS.LaunchData"].join("\n");
  lrs.state.set(key, JSON.stringify(launchData));
  const q = new URLSearchParams({ endpoint: lrs.origin + "/xapi/", fetch: lrs.origin + "/fetch",
    actor: JSON.stringify(actor), registration, activityId });
  return { url: `${lrs.origin}/pkg/${pkgPath}/index.html?${q}`, sessionId, actor };
}
