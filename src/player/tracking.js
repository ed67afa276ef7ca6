// Maps quiz events to each SCORM version's data model: interactions, score, status, resume data, time.
(function () {
  "use strict";
  function pad(n, width) {
    var s = String(n);
    while (s.length < width) s = "0" + s;
    return s;
  }

  // SCORM 1.2 CMITimespan: HH:MM:SS.SS (hours at least two digits, at most 9999).
  function timespan12(ms) {
    var cs = Math.max(0, Math.round(ms / 10));
    var h = Math.min(9999, Math.floor(cs / 360000));
    var m = Math.floor(cs / 6000) % 60;
    var s = Math.floor(cs / 100) % 60;
    return pad(h, 2) + ":" + pad(m, 2) + ":" + pad(s, 2) + "." + pad(cs % 100, 2);
  }

  // SCORM 2004 timeinterval (ISO 8601 duration): PT#H#M#.##S.
  function duration2004(ms) {
    var cs = Math.max(0, Math.round(ms / 10));
    var h = Math.floor(cs / 360000);
    var m = Math.floor(cs / 6000) % 60;
    var s = (cs % 6000) / 100;
    return "PT" + (h ? h + "H" : "") + (m ? m + "M" : "") + s.toFixed(2).replace(/\.?0+$/, "") + "S";
  }

  // SCORM 1.2 CMITime (HH:MM:SS, local clock) and SCORM 2004 time (UTC, hundredths).
  function time12(date) {
    return pad(date.getHours(), 2) + ":" + pad(date.getMinutes(), 2) + ":" + pad(date.getSeconds(), 2);
  }
  function timestamp2004(date) {
    return date.toISOString().replace(/(\.\d\d)\d*Z$/, "$1Z");
  }

  // SCORM 1.2 CMIIdentifier: letters, digits, '-' and '_', at most 255.
  function identifier12(id) { return String(id).replace(/[^A-Za-z0-9_-]/g, "_").slice(0, 255); }
  function identifier2004(id) { return String(id).replace(/\s/g, "_").slice(0, 4000); }

  function numberText(n) { return String(Math.round(n * 1e7) / 1e7); }

  // `n` without an exponent, in the shortest digits that read back as `n` ("0.00000000000001").
  function decimalText(n) {
    var m = /^(\d)(?:\.(\d+))?e([-+]\d+)$/.exec(Math.abs(n).toExponential());
    if (!m || n === 0) return "0";
    var digits = m[1] + (m[2] || ""), point = 1 + Number(m[3]);
    var text = point <= 0 ? "0." + "0".repeat(-point) + digits
      : point >= digits.length ? digits + "0".repeat(point - digits.length)
      : digits.slice(0, point) + "." + digits.slice(point);
    return (n < 0 ? "-" : "") + text;
  }

  // Whether a decimal text fits SCORM 2004's real(10,7) as runtimes check it: 10 integer and 18 fraction digits.
  function fitsReal2004(text) { return /^-?\d{1,10}(\.\d{1,18})?$/.test(text); }

  // A learner text or stem on one line: LMSs store these values as single-line strings.
  function oneLine(text) { return String(text).replace(/\s+/g, " ").trim(); }

  // A text for a 2004 localized string: "{...}" at its start would read as a delimiter, so it gets one.
  function langString(lang, text, max) {
    var s = oneLine(text).replace(/\[,\]/g, ", ");
    if (s.charAt(0) === "{") s = "{lang=" + lang + "}" + s;
    return s.slice(0, max);
  }

  // An interaction's result: the outcome's word, or for partial credit the points earned as a number, which
  // both versions allow (1.2 up to 3 integer digits, 2004 up to 4, as runtimes check them).
  function interactionResult(grade, v12) {
    if (grade.outcome === "correct" || grade.outcome === "neutral") return grade.outcome;
    var points = decimalText(grade.earned);
    if (grade.outcome === "partial" && (v12 ? /^\d{0,3}(\.\d+)?$/ : /^\d{1,4}(\.\d{1,18})?$/).test(points)) return points;
    return v12 ? "wrong" : "incorrect";
  }

  // What a kind's SCORM members use to write values.
  var values = {
    numberText: numberText, decimalText: decimalText, fitsReal2004: fitsReal2004, oneLine: oneLine,
    langString: langString
  };

  // { type, response, patterns } for one answer in SCORM 1.2's formats.
  function describe12(q, a) { return window.Quizpack.kinds.of(q).scorm12(q, a, values); }

  // { type, response, patterns } for one answer in SCORM 2004's formats.
  function describe2004(q, a, lang) { return window.Quizpack.kinds.of(q).scorm2004(q, a, values, lang); }

  // The data model names and value formats of one SCORM version, over a runtime from runtime.js.
  function createTracker(runtime, quiz, version) {
    var v12 = version === "1.2";
    var el = v12 ? {
      location: "cmi.core.lesson_location", entry: "cmi.core.entry", exit: "cmi.core.exit",
      sessionTime: "cmi.core.session_time", score: "cmi.core.score", mastery: "cmi.student_data.mastery_score"
    } : {
      location: "cmi.location", entry: "cmi.entry", exit: "cmi.exit", sessionTime: "cmi.session_time",
      score: "cmi.score", mastery: "cmi.scaled_passing_score"
    };
    var interactionCount = 0;

    // One interaction record of `q` (a question, or a cloze gap as the question that scores it).
    function recordInteraction(q, answer, grade, latencyMs, when) {
      var n = nextInteractionIndex();
      var base = "cmi.interactions." + n + ".";
      var d = v12 ? describe12(q, answer) : describe2004(q, answer, quiz.lang);
      var result = interactionResult(grade, v12);
      runtime.set(base + "id", v12 ? identifier12(q.id) : identifier2004(q.id));
      runtime.set(base + "type", d.type);
      if (!v12) runtime.set(base + "description", "{lang=" + quiz.lang + "}" + oneLine(q.stemText).slice(0, 250));
      runtime.set(base + "weighting", numberText(grade.max));
      d.patterns.forEach(function (p, i) { runtime.set(base + "correct_responses." + i + ".pattern", p); });
      runtime.set(base + (v12 ? "student_response" : "learner_response"), d.response);
      runtime.set(base + "result", result);
      runtime.set(base + "latency", v12 ? timespan12(latencyMs) : duration2004(latencyMs));
      runtime.set(base + (v12 ? "time" : "timestamp"), v12 ? time12(when) : timestamp2004(when));
    }

    function nextInteractionIndex() {
      var n = parseInt(runtime.get("cmi.interactions._count"), 10);
      if (isFinite(n) && n >= interactionCount) interactionCount = n;
      return interactionCount++;
    }

    return {
      suspendLimit: v12 ? 4096 : 64000,

      // The saved progress to resume from, when the LMS says this launch resumes.
      savedProgress: function () {
        return { entry: runtime.get(el.entry), data: runtime.get("cmi.suspend_data"), location: runtime.get(el.location) };
      },

      // The pass mark the LMS imposes (fraction 0..1), else null.
      passMark: function () {
        var raw = runtime.get(el.mastery);
        if (raw === "") return null;
        var x = Number(raw);
        if (!isFinite(x)) return null;
        x = v12 ? x / 100 : x;
        return x >= 0 && x <= 1 ? x : null;
      },

      begin: function () {
        if (v12) {
          var status = runtime.get("cmi.core.lesson_status");
          if (status === "" || status === "not attempted") runtime.set("cmi.core.lesson_status", "incomplete");
        } else {
          var completion = runtime.get("cmi.completion_status");
          if (completion !== "completed") runtime.set("cmi.completion_status", "incomplete");
        }
      },

      // One answered question: its interaction record (a cloze question: one per gap it was given), then the
      // resume data, then one commit.
      recordAnswer: function (q, answer, grade, latencyMs, when, progress) {
        var parts = window.Quizpack.kinds.of(q).parts(q, answer);
        if (!parts.length) recordInteraction(q, answer, grade, latencyMs, when);
        parts.forEach(function (p) {
          recordInteraction(p.q, p.answer, window.Quizpack.scoring.grade(p.q, p.answer), latencyMs, when);
        });
        runtime.set(el.location, progress.location);
        runtime.set("cmi.suspend_data", progress.suspendData);
        runtime.commit();
      },

      // The final score and status, then one commit. `verdict` is scoring.verdict's; while essays await a
      // grader ("pending") 2004 leaves success unknown and 1.2 reports "completed".
      recordResult: function (earned, max, verdict) {
        if (max > 0) {
          var fraction = earned / max;
          runtime.set(el.score + ".min", "0");
          if (v12) {
            runtime.set(el.score + ".max", "100");
            runtime.set(el.score + ".raw", numberText(Math.round(fraction * 10000) / 100));
          } else {
            runtime.set(el.score + ".max", numberText(max));
            runtime.set(el.score + ".raw", numberText(earned));
            runtime.set(el.score + ".scaled", numberText(Math.round(fraction * 10000) / 10000));
          }
        }
        var decided = verdict === "passed" || verdict === "failed";
        if (v12) {
          runtime.set("cmi.core.lesson_status", decided ? verdict : "completed");
        } else {
          runtime.set("cmi.completion_status", "completed");
          runtime.set("cmi.success_status", decided ? verdict : "unknown");
        }
        runtime.commit();
      },

      // Session time and exit mode, then the one Terminate: "suspend" unless the quiz was finished.
      end: function (sessionMs, finished) {
        if (!runtime.isConnected()) return;
        runtime.set(el.sessionTime, v12 ? timespan12(sessionMs) : duration2004(sessionMs));
        runtime.set(el.exit, finished ? (v12 ? "" : "normal") : "suspend");
        runtime.terminate();
      }
    };
  }

  window.Quizpack = window.Quizpack || {};
  window.Quizpack.tracking = {
    createTracker: createTracker, timespan12: timespan12, duration2004: duration2004,
    describe12: describe12, describe2004: describe2004, decimalText: decimalText,
    interactionResult: interactionResult
  };
})();
