// Talks to the LMS through the SCORM 1.2 (API) or 2004 (API_1484_11) run-time API; never throws.
(function () {
  "use strict";

  var CALLS = {
    "1.2": {
      object: "API", initialize: "LMSInitialize", terminate: "LMSFinish", getValue: "LMSGetValue",
      setValue: "LMSSetValue", commit: "LMSCommit", getLastError: "LMSGetLastError",
      getErrorString: "LMSGetErrorString"
    },
    "2004": {
      object: "API_1484_11", initialize: "Initialize", terminate: "Terminate", getValue: "GetValue",
      setValue: "SetValue", commit: "Commit", getLastError: "GetLastError", getErrorString: "GetErrorString"
    }
  };

  // The API object in `win` or one of its parents, nearest first; windows of another origin are skipped.
  function searchParents(win, name) {
    for (var hops = 0; win && hops < 500; hops++) {
      try {
        if (win[name]) return win[name];
      } catch (e) { /* another origin: keep climbing */ }
      var parent;
      try { parent = win.parent; } catch (e) { parent = null; }
      if (!parent || parent === win) break;
      win = parent;
    }
    return null;
  }

  // Walks the parents, then the opener and its parents, as the run-time books describe.
  function findApi(name) {
    var api = searchParents(window, name);
    if (api) return api;
    try {
      if (window.opener) return searchParents(window.opener, name);
    } catch (e) { /* opener closed or of another origin */ }
    return null;
  }

  // A session's problems, and report(kind, detail), which records one and tells `onProblem` (never throws).
  function problemLog(onProblem) {
    var problems = [];
    return {
      problems: problems,
      report: function (kind, detail) {
        problems.push({ kind: kind, detail: detail });
        try { onProblem(kind, detail); } catch (e) { /* the page must not break on its own reporting */ }
      }
    };
  }

  // A runtime (SCORM, cmi5): the members every one shares (version, problems, isConnected, and start, which reports
  // a missing LMS, `state()` "missing", and otherwise returns what `connect()` does), then its own `members`.
  function runtimeBase(version, log, state, connect, members) {
    var runtime = {
      version: version,
      problems: log.problems,
      isConnected: function () { return state() === "running"; },
      start: function () {
        if (state() === "missing") {
          log.report("missing", "");
          return false;
        }
        return connect();
      }
    };
    Object.keys(members).forEach(function (name) { runtime[name] = members[name]; });
    return runtime;
  }

  // A session with the LMS. `onProblem(kind, detail)` hears every failure; kind is "missing", "init" or "call".
  function createRuntime(version, onProblem) {
    var names = CALLS[version] || CALLS["2004"];
    var api = findApi(names.object);
    var state = api ? "found" : "missing";
    var log = problemLog(onProblem);
    var report = log.report;

    function lastError() {
      try {
        var code = String(api[names.getLastError]());
        var text = "";
        try { text = String(api[names.getErrorString](code)); } catch (e) { text = ""; }
        return { code: code, text: text };
      } catch (e) {
        return { code: "?", text: String(e && e.message || e) };
      }
    }

    function describe(call, err) {
      return call + ": " + (err.code && err.code !== "0" ? err.code + " " : "") + err.text;
    }

    // Calls a method whose result is "true" or "false"; a thrown error counts as "false".
    function call(method, args, what) {
      var result;
      try {
        result = api[method].apply(api, args);
      } catch (e) {
        report("call", what + ": " + String(e && e.message || e));
        return false;
      }
      if (String(result) === "true") return true;
      report("call", describe(what, lastError()));
      return false;
    }

    // Opens the session (Initialize); true when it runs.
    function connect() {
      var ok = false;
      try {
        ok = String(api[names.initialize]("")) === "true";
      } catch (e) {
        ok = false;
      }
      if (!ok) {
        state = "failed";
        report("init", "");
        return false;
      }
      state = "running";
      return true;
    }

    return runtimeBase(version, log, function () { return state; }, connect, {
      // The element's value, or "" when there is none or the LMS fails (not worth troubling the learner).
      get: function (element) {
        if (state !== "running") return "";
        try {
          var v = api[names.getValue](element);
          return v === null || v === undefined ? "" : String(v);
        } catch (e) {
          return "";
        }
      },
      set: function (element, value) {
        if (state !== "running") return false;
        return call(names.setValue, [element, String(value)], element);
      },
      commit: function () {
        if (state !== "running") return false;
        return call(names.commit, [""], names.commit);
      },
      // Ends the session once; later calls do nothing.
      terminate: function () {
        if (state !== "running") return false;
        state = "terminated";
        try {
          var ok = String(api[names.terminate]("")) === "true";
          if (!ok) report("call", describe(names.terminate, lastError()));
          return ok;
        } catch (e) {
          report("call", names.terminate + ": " + String(e && e.message || e));
          return false;
        }
      }
    });
  }

  window.Quizpack = window.Quizpack || {};
  window.Quizpack.runtime = { createRuntime: createRuntime, findApi: findApi, problemLog: problemLog,
                              runtimeBase: runtimeBase };
})();
