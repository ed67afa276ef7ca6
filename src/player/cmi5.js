// Talks to a cmi5 LMS: launch parameters, auth token, LMS.LaunchData, xAPI statements and state; never throws.
(function () {
  "use strict";
  var VERSION = "1.0.3";
  var CMI5_CATEGORY = "https://w3id.org/xapi/cmi5/context/categories/cmi5";
  var MOVEON_CATEGORY = "https://w3id.org/xapi/cmi5/context/categories/moveon";
  var SESSION = "https://w3id.org/xapi/cmi5/context/extensions/sessionid";
  var MASTERY = "https://w3id.org/xapi/cmi5/context/extensions/masteryscore";
  var INTERACTION = "http://adlnet.gov/expapi/activities/cmi.interaction";
  var SUSPEND_STATE = "quizpack-suspend";
  var VERBS = {
    initialized: "http://adlnet.gov/expapi/verbs/initialized",
    answered: "http://adlnet.gov/expapi/verbs/answered",
    passed: "http://adlnet.gov/expapi/verbs/passed",
    failed: "http://adlnet.gov/expapi/verbs/failed",
    completed: "http://adlnet.gov/expapi/verbs/completed",
    terminated: "http://adlnet.gov/expapi/verbs/terminated"
  };

  // The launch URL's query parameters cmi5 defines, or null when one is missing or the actor is not JSON.
  function launchParameters(search) {
    var params = new URLSearchParams(search);
    var names = ["endpoint", "fetch", "actor", "registration", "activityId"];
    var out = {};
    for (var i = 0; i < names.length; i++) {
      var v = params.get(names[i]);
      if (!v) return null;
      out[names[i]] = v;
    }
    try {
      out.actor = JSON.parse(out.actor);
    } catch (e) {
      return null;
    }
    if (out.endpoint.charAt(out.endpoint.length - 1) !== "/") out.endpoint += "/";
    return out;
  }

  function uuid() {
    var b = new Uint8Array(16);
    window.crypto.getRandomValues(b);
    b[6] = (b[6] & 0x0f) | 0x40;
    b[8] = (b[8] & 0x3f) | 0x80;
    var h = Array.prototype.map.call(b, function (x) { return (x + 0x100).toString(16).slice(1); }).join("");
    return h.slice(0, 8) + "-" + h.slice(8, 12) + "-" + h.slice(12, 16) + "-" + h.slice(16, 20) + "-" + h.slice(20);
  }

  // An HTML fragment's text, without loading anything it references; a formula reads as its TeX.
  function textOf(html) {
    var t = document.createElement("template");
    t.innerHTML = html || "";
    t.content.querySelectorAll("math[alttext]").forEach(function (m) {
      m.replaceWith(m.getAttribute("alttext"));
    });
    return t.content.textContent.replace(/\s+/g, " ").trim();
  }

  // The xAPI interaction components of a question: choices (ordering: its items), or source and target for matching.
  function components(q, lang) {
    var item = function (id, html) { var d = {}; d[lang] = textOf(html); return { id: id, description: d }; };
    switch (q.kind) {
      case "single-choice":
      case "multiple-response":
        return { choices: q.choices.map(function (c) { return item(c.id, c.html); }) };
      case "ordering":
        return { choices: q.items.map(function (i) { return item(i.id, i.html); }) };
      case "matching":
        return {
          source: q.pairs.map(function (p) { return item(p.id, p.prompt); }),
          target: q.pairs.filter(function (p) { return !p.sameAnswerAs; }).concat(q.distractors)
            .map(function (p) { return item(p.id, p.answer); })
        };
      case "true-false":
      case "short-answer":
      case "numerical":
      case "essay":
      case "cloze":
        return {};
      default:
        throw new Error("unknown question kind: " + q.kind);
    }
  }

  // The cmi.interaction activity of one answered question, and its result.
  function interaction(q, answer, grade, auIri, lang) {
    var d = window.Quizpack.tracking.describe2004(q, answer, lang);
    var name = {};
    name[lang] = String(q.stemText || q.id).slice(0, 1000);
    var definition = { type: INTERACTION, name: name, interactionType: d.type };
    if (d.patterns.length) definition.correctResponsesPattern = d.patterns;
    var parts = components(q, lang);
    Object.keys(parts).forEach(function (k) { definition[k] = parts[k]; });
    var result = { response: d.response };
    if (window.Quizpack.scoring.isScored(q)) {
      result.success = grade.outcome === "correct";
      result.score = { min: 0, max: grade.max, raw: grade.earned, scaled: grade.max > 0 ? grade.earned / grade.max : 0 };
    }
    return {
      object: { objectType: "Activity", id: auIri + "/questions/" + encodeURIComponent(q.id), definition: definition },
      result: result
    };
  }

  // ISO 8601 duration with hundredths of a second.
  function duration(ms) { return window.Quizpack.tracking.duration2004(ms); }

  // A cmi5 session over XMLHttpRequest. `onProblem(kind, detail)`: kind "missing", "init" or "call".
  // Returns { runtime, tracker } with the members player.js uses of runtime.js's and tracking.js's.
  function createCmi5(quiz, auIri, onProblem) {
    var launch = launchParameters(window.location.search);
    var state = launch ? "found" : "missing";
    var token = null, launchData = {}, sessionId = null, mastery = null, judged = false, terminated = false;
    var startedAt = Date.now();
    var log = window.Quizpack.runtime.problemLog(onProblem);
    var report = log.report;

    // One synchronous request; returns { status, text }, status 0 on a network error.
    function request(method, url, body, headers) {
      var xhr = new XMLHttpRequest();
      try {
        xhr.open(method, url, false);
        Object.keys(headers || {}).forEach(function (k) { xhr.setRequestHeader(k, headers[k]); });
        xhr.send(body === undefined ? null : body);
        return { status: xhr.status, text: xhr.responseText };
      } catch (e) {
        return { status: 0, text: String(e && e.message || e) };
      }
    }

    function lrsHeaders(json) {
      var h = { "Authorization": "Basic " + token, "X-Experience-API-Version": VERSION };
      if (json) h["Content-Type"] = "application/json";
      return h;
    }

    function stateUrl(stateId) {
      return launch.endpoint + "activities/state?stateId=" + encodeURIComponent(stateId) +
        "&activityId=" + encodeURIComponent(launch.activityId) + "&agent=" + encodeURIComponent(JSON.stringify(launch.actor)) +
        "&registration=" + encodeURIComponent(launch.registration);
    }

    function ok(r) { return r.status >= 200 && r.status < 300; }

    function fetchToken() {
      var r = request("POST", launch.fetch);
      if (!ok(r)) return null;
      try {
        var t = JSON.parse(r.text)["auth-token"];
        return typeof t === "string" && t ? t : null;
      } catch (e) {
        return null;
      }
    }

    // The context every statement starts from: the LMS's template, the registration, the session id.
    function context(cmi5Defined, moveOn) {
      var c = JSON.parse(JSON.stringify(launchData.contextTemplate || {}));
      c.registration = launch.registration;
      c.extensions = c.extensions || {};
      if (!c.extensions[SESSION]) c.extensions[SESSION] = sessionId;
      if (cmi5Defined) {
        c.contextActivities = c.contextActivities || {};
        var category = c.contextActivities.category || [];
        category.push({ id: CMI5_CATEGORY });
        if (moveOn) category.push({ id: MOVEON_CATEGORY });
        c.contextActivities.category = category;
      }
      return c;
    }

    function send(statement) {
      if (state !== "running") return false;
      statement.id = uuid();
      statement.actor = launch.actor;
      statement.timestamp = new Date().toISOString();
      var r = request("PUT", launch.endpoint + "statements?statementId=" + statement.id, JSON.stringify(statement), lrsHeaders(true));
      if (ok(r)) return true;
      report("call", "statement " + r.status);
      return false;
    }

    function defined(verb, extra, moveOn) {
      var s = { verb: { id: VERBS[verb], display: { "en-US": verb } },
                object: { objectType: "Activity", id: launch.activityId }, context: context(true, moveOn) };
      Object.keys(extra || {}).forEach(function (k) { s[k] = extra[k]; });
      return s;
    }

    // The player's own state document: the suspend data, and whether this registration was judged already.
    var lastData = "";
    function saveState(data) {
      if (state !== "running") return false;
      lastData = data;
      var doc = JSON.stringify({ suspendData: data, judged: judged });
      var r = request("PUT", stateUrl(SUSPEND_STATE), doc, lrsHeaders(true));
      if (!ok(r)) report("call", "state " + r.status);
      return ok(r);
    }

    var normalMode = function () { return !launchData.launchMode || launchData.launchMode === "Normal"; };

    // Opens the session: the auth token, LMS.LaunchData, then the initialized statement; true when it runs.
    function connect() {
      token = fetchToken();
      var r = token ? request("GET", stateUrl("LMS.LaunchData"), undefined, lrsHeaders(false)) : { status: 0 };
      try {
        launchData = ok(r) ? JSON.parse(r.text) : null;
      } catch (e) {
        launchData = null;
      }
      if (!launchData) {
        state = "failed";
        launchData = {};
        report("init", "");
        return false;
      }
      var tpl = (launchData.contextTemplate || {}).extensions || {};
      sessionId = tpl[SESSION] || uuid();
      mastery = typeof launchData.masteryScore === "number" && launchData.masteryScore >= 0 &&
        launchData.masteryScore <= 1 ? launchData.masteryScore : null;
      state = "running";
      return send(defined("initialized"));
    }

    var runtime = window.Quizpack.runtime.runtimeBase("cmi5", log, function () { return state; }, connect, {
      terminate: function () {
        if (state !== "running" || terminated) return false;
        terminated = true;
        var ok2 = send(defined("terminated", { result: { duration: duration(Date.now() - startedAt) } }));
        state = "terminated";
        return ok2;
      }
    });

    var tracker = {
      suspendLimit: 64000,
      savedProgress: function () {
        if (state !== "running") return { entry: "", data: "" };
        var r = request("GET", stateUrl(SUSPEND_STATE), undefined, lrsHeaders(false));
        var data = "";
        try {
          var doc = ok(r) ? JSON.parse(r.text) : {};
          data = String(doc.suspendData || "");
          judged = doc.judged === true;
        } catch (e) {
          data = "";
        }
        lastData = data;
        return { entry: data ? "resume" : "", data: data };
      },
      // LaunchData's masteryScore overrides the pass mark the package was exported with.
      passMark: function () { return mastery; },
      begin: function () {},
      // One answered statement per question, or per gap the learner filled of a cloze question.
      recordAnswer: function (q, answer, grade, latencyMs, when, progress) {
        var parts = window.Quizpack.kinds.of(q).parts(q, answer);
        if (!parts.length) parts = [{ q: q, answer: answer, grade: grade }];
        parts.forEach(function (p) {
          var i = interaction(p.q, p.answer, p.grade || window.Quizpack.scoring.grade(p.q, p.answer), auIri, quiz.lang);
          i.result.duration = duration(latencyMs);
          send({ verb: { id: VERBS.answered, display: { "en-US": "answered" } }, object: i.object, result: i.result,
                 context: context(false, false) });
        });
        saveState(progress.suspendData);
      },
      // passed or failed (when decided), then completed, then terminated: the learner is done.
      recordResult: function (earned, max, verdict) {
        if (state !== "running") return;
        if (normalMode() && !judged) {
          judged = true;
          var scaled = max > 0 ? earned / max : 1;
          var time = duration(Date.now() - startedAt);
          if (verdict === "passed" || verdict === "failed") {
            var c = context(true, true);
            if (mastery !== null) c.extensions[MASTERY] = mastery;
            send({ verb: { id: VERBS[verdict], display: { "en-US": verdict } },
                   object: { objectType: "Activity", id: launch.activityId },
                   result: { score: { scaled: scaled, raw: earned, min: 0, max: max }, success: verdict === "passed",
                             duration: time }, context: c });
          }
          send(defined("completed", { result: { completion: true, duration: time } }, true));
          saveState(lastData);
        }
        runtime.terminate();
      },
      // The terminated statement while the page goes away: a request that outlives the page.
      end: function () {
        if (state !== "running" || terminated) return;
        terminated = true;
        var s = defined("terminated", { result: { duration: duration(Date.now() - startedAt) } });
        s.id = uuid();
        s.actor = launch.actor;
        s.timestamp = new Date().toISOString();
        state = "terminated";
        try {
          window.fetch(launch.endpoint + "statements?statementId=" + s.id,
                       { method: "PUT", keepalive: true, headers: lrsHeaders(true), body: JSON.stringify(s) });
        } catch (e) { /* the page is going away: nothing left to tell */ }
      }
    };
    return { runtime: runtime, tracker: tracker };
  }

  window.Quizpack = window.Quizpack || {};
  window.Quizpack.cmi5 = { createCmi5: createCmi5, launchParameters: launchParameters, interaction: interaction };
})();
