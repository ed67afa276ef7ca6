// An in-page SCORM 2004 run-time API for the preview's player: it keeps every value the player sets and shows
// what an LMS would record (status, score, interactions).
(function () {
  "use strict";

  // A new API object (API_1484_11); `changed(record)` is called after each call that changes the record.
  function create(changed) {
    var record = { values: { "cmi.entry": "ab-initio", "cmi.mode": "normal", "cmi.credit": "credit",
                             "cmi.learner_name": "Preview, Author", "cmi.learner_id": "preview" },
                   calls: [], state: "not initialized", commits: 0 };
    var lastError = "0";
    function done(ok, code) {
      lastError = ok ? "0" : code;
      try { changed(record); } catch (e) { /* the page's display must not break the player */ }
      return ok ? "true" : "false";
    }
    function interactionCount() {
      var n = 0;
      while (Object.prototype.hasOwnProperty.call(record.values, "cmi.interactions." + n + ".id")) n++;
      return n;
    }
    var api = {
      record: record,
      Initialize: function () {
        record.calls.push("Initialize");
        if (record.state !== "not initialized") return done(false, "103");
        record.state = "running";
        return done(true);
      },
      Terminate: function () {
        record.calls.push("Terminate");
        if (record.state !== "running") return done(false, "113");
        record.state = "terminated";
        return done(true);
      },
      GetValue: function (element) {
        lastError = "0";
        if (element === "cmi.interactions._count") return String(interactionCount());
        return Object.prototype.hasOwnProperty.call(record.values, element) ? record.values[element] : "";
      },
      SetValue: function (element, value) {
        record.calls.push("SetValue " + element);
        if (record.state !== "running") return done(false, "132");
        record.values[element] = String(value);
        return done(true);
      },
      Commit: function () {
        record.calls.push("Commit");
        if (record.state !== "running") return done(false, "142");
        record.commits++;
        return done(true);
      },
      GetLastError: function () { return lastError; },
      GetErrorString: function (code) { return code === "0" ? "" : "error " + code; },
      GetDiagnostic: function () { return ""; }
    };
    return api;
  }

  // Draws the record into `box` with the page's element maker `el`.
  function show(record, box, el) {
    var v = record.values;
    var get = function (k) { return v[k] === undefined ? "—" : v[k]; };
    var rows = [["session", record.state], ["completion_status", get("cmi.completion_status")],
                ["success_status", get("cmi.success_status")], ["score.raw", get("cmi.score.raw")],
                ["score.max", get("cmi.score.max")], ["score.scaled", get("cmi.score.scaled")],
                ["location", get("cmi.location")], ["exit", get("cmi.exit")], ["commits", String(record.commits)]];
    var interactions = [];
    for (var n = 0; v["cmi.interactions." + n + ".id"] !== undefined; n++) {
      var p = "cmi.interactions." + n + ".";
      interactions.push(el("tr", {}, [p + "id", p + "type", p + "learner_response", p + "result",
                                      p + "correct_responses.0.pattern"].map(function (k) {
        return el("td", { text: get(k) });
      })));
    }
    box.textContent = "";
    box.appendChild(el("h3", { text: "What the LMS records" }));
    box.appendChild(el("table", { class: "pv-lms", "data-record": "status" }, [el("tbody", {}, rows.map(function (r) {
      return el("tr", { "data-element": r[0] }, [el("th", { scope: "row", text: "cmi." + r[0] }), el("td", { text: r[1] })]);
    }))]));
    box.appendChild(el("table", { class: "pv-lms", "data-record": "interactions" }, [
      el("caption", { text: "cmi.interactions" }),
      el("thead", {}, [el("tr", {}, ["id", "type", "learner_response", "result", "correct pattern"].map(function (h) {
        return el("th", { scope: "col", text: h });
      }))]),
      el("tbody", {}, interactions)
    ]));
  }

  window.Quizpack = window.Quizpack || {};
  window.Quizpack.scormRecorder = { create: create, show: show };
})();
