// Writes and reads the learner's progress as compact suspend_data: "QP1|fingerprint|seed|answer,answer,...".
(function () {
  "use strict";
  var FORMAT = "QP1";

  // FNV-1a over the quiz's identity, question ids, kinds and option ids: data from another package differs.
  // A bank in chunks comes with its fingerprint (quizpack computes it the same way), as the player does not hold
  // every question's options.
  function fingerprint(quiz) {
    if (quiz.fingerprint) return quiz.fingerprint;
    var parts = [quiz.id, quiz.version];
    quiz.questions.forEach(function (q) {
      var ids = (q.choices || []).map(function (c) { return c.id; })
        .concat((q.pairs || []).map(function (p) { return p.id; }))
        .concat((q.distractors || []).map(function (d) { return d.id; }));
      parts.push(q.id + ":" + q.kind + ":" + ids.join("."));
    });
    (quiz.sections || []).forEach(function (s) { parts.push("s:" + s.first + ":" + s.count + ":" + (s.draw || 0)); });
    var text = parts.join("|");
    var h = 0x811c9dc5;
    for (var i = 0; i < text.length; i++) {
      h ^= text.charCodeAt(i);
      h = Math.imul(h, 0x01000193) >>> 0;
    }
    return h.toString(36);
  }

  function escapeText(s) {
    return String(s).replace(/[%,|~]/g, function (c) { return "%" + c.charCodeAt(0).toString(16).toUpperCase(); });
  }
  function unescapeText(s) {
    return s.replace(/%(25|2C|7C|7E)/g, function (whole, hex) { return String.fromCharCode(parseInt(hex, 16)); });
  }

  function decodeIndex(code, length) {
    if (!/^[0-9a-z]{1,3}$/.test(code)) throw new Error("bad index");
    var i = parseInt(code, 36);
    if (i >= length) throw new Error("index out of range");
    return i;
  }

  // What a kind's encode and decode use to write texts and read option indices.
  var codec = { escape: escapeText, unescape: unescapeText, index: decodeIndex };

  function encodeAnswer(q, a) {
    if (!a) return "";
    if (a.lost) return "~" + Math.round(a.fraction * 100).toString(36);
    return window.Quizpack.kinds.of(q).encode(q, a, codec);
  }

  function decodeAnswer(q, code) {
    if (code === "") return null;
    if (code.charAt(0) === "~") {
      var pct = parseInt(code.slice(1), 36);
      if (!(pct >= 0 && pct <= 100)) throw new Error("bad score");
      return { lost: true, fraction: pct / 100 };
    }
    return window.Quizpack.kinds.of(q).decode(q, code, codec);
  }

  // The suspend_data for `answers` (one entry per question in bank order, null when unanswered), at most
  // `limit` characters: when too long, typed texts give way to their score, longest first.
  function encode(quiz, seed, answers, limit) {
    var codes = quiz.questions.map(function (q, i) { return encodeAnswer(q, answers[i]); });
    var head = FORMAT + "|" + fingerprint(quiz) + "|" + (seed >>> 0).toString(36) + "|";
    var total = function () { return head.length + codes.join(",").length; };
    if (total() > limit) {
      var texts = codes.map(function (c, i) { return i; })
        .filter(function (i) { return codes[i].charAt(0) === "'"; })
        .sort(function (x, y) { return codes[y].length - codes[x].length || x - y; });
      for (var k = 0; k < texts.length && total() > limit; k++) {
        var i = texts[k];
        var g = window.Quizpack.scoring.grade(quiz.questions[i], answers[i]);
        codes[i] = "~" + Math.round(g.max ? (g.earned / g.max) * 100 : 0).toString(36);
      }
    }
    return head + codes.join(",");
  }

  // { status: "empty" | "ok" | "unreadable" | "other", seed, answers }
  function decode(quiz, data) {
    if (!data) return { status: "empty" };
    var fields = String(data).split("|");
    if (fields[0] !== FORMAT) return { status: /^QP\d+$/.test(fields[0]) ? "other" : "unreadable" };
    if (fields.length !== 4) return { status: "unreadable" };
    if (fields[1] !== fingerprint(quiz)) return { status: "other" };
    if (!/^[0-9a-z]{1,7}$/.test(fields[2])) return { status: "unreadable" };
    var codes = fields[3].split(",");
    if (codes.length !== quiz.questions.length) return { status: "unreadable" };
    try {
      var answers = quiz.questions.map(function (q, i) { return decodeAnswer(q, codes[i]); });
      return { status: "ok", seed: parseInt(fields[2], 36) >>> 0, answers: answers };
    } catch (e) {
      return { status: "unreadable" };
    }
  }

  // The question indices `data` stores an answer for (decode needs those questions), or none when unreadable.
  function answered(data) {
    var fields = String(data || "").split("|");
    if (fields.length !== 4 || fields[0] !== FORMAT) return [];
    var out = [];
    fields[3].split(",").forEach(function (code, i) { if (code !== "") out.push(i); });
    return out;
  }

  window.Quizpack = window.Quizpack || {};
  window.Quizpack.suspend = { encode: encode, decode: decode, fingerprint: fingerprint, answered: answered };
})();
