// Grades one answer to one question: points earned, the question's maximum, and the outcome.
(function () {
  "use strict";

  // Digits a learner may type in Arabic-Indic, Persian or Devanagari script become ASCII digits.
  function normaliseDigits(text) {
    return String(text).replace(/[\u0660-\u0669\u06F0-\u06F9\u0966-\u096F]/g, function (c) {
      var code = c.charCodeAt(0);
      var base = code >= 0x0966 ? 0x0966 : code >= 0x06f0 ? 0x06f0 : 0x0660;
      return String(code - base);
    });
  }

  // The number a learner typed, or null: accepts a comma as decimal separator when there is no point.
  function parseNumber(text) {
    var s = normaliseDigits(text).trim().replace(/\u066B/g, ".").replace(/\u2212/g, "-");
    if (s.indexOf(".") < 0 && /^-?\d+,\d+$/.test(s)) s = s.replace(",", ".");
    if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(s)) return null;
    var n = Number(s);
    return isFinite(n) ? n : null;
  }

  function normaliseText(text, caseSensitive) {
    var s = String(text).normalize("NFC").trim().replace(/\s+/g, " ");
    return caseSensitive ? s : s.toLowerCase();
  }

  function isScored(question) { return question.kind !== "essay"; }

  function maxPoints(question) { return isScored(question) ? question.points : 0; }

  function correctChoiceIds(question) {
    return question.choices.filter(function (c) { return c.correct; }).map(function (c) { return c.id; });
  }

  // The fraction of the question's points an answer earns, from 0 to 1.
  function fraction(question, answer) {
    if (answer.lost) return answer.fraction;
    switch (question.kind) {
      case "single-choice":
        return correctChoiceIds(question).indexOf(answer.choice) >= 0 ? 1 : 0;
      case "multiple-response": {
        var right = correctChoiceIds(question);
        var hits = answer.choices.filter(function (id) { return right.indexOf(id) >= 0; }).length;
        var misses = answer.choices.length - hits;
        if (hits === right.length && misses === 0) return 1;
        if (question.partialCredit === "all-or-nothing") return 0;
        return Math.max(0, (hits - misses) / right.length);
      }
      case "true-false":
        return answer.value === question.answer ? 1 : 0;
      case "short-answer": {
        var given = normaliseText(answer.text, question.caseSensitive);
        return question.accepted.some(function (a) { return normaliseText(a, question.caseSensitive) === given; })
          ? 1 : 0;
      }
      case "numerical": {
        var n = parseNumber(answer.text);
        var slack = 1e-9 * Math.max(1, Math.abs(question.low), Math.abs(question.high));
        return n !== null && n >= question.low - slack && n <= question.high + slack ? 1 : 0;
      }
      case "matching": {
        var good = question.pairs.filter(function (p) { return answer.matches[p.id] === p.id; }).length;
        return question.pairs.length ? good / question.pairs.length : 0;
      }
      case "essay":
        return 0;
    }
    return 0;
  }

  function round2(x) { return Math.round(x * 100) / 100; }

  // { earned, max, outcome: "correct" | "partial" | "incorrect" | "neutral" }
  function grade(question, answer) {
    if (!isScored(question)) return { earned: 0, max: 0, outcome: "neutral" };
    var f = fraction(question, answer);
    var outcome = f >= 1 ? "correct" : f > 0 ? "partial" : "incorrect";
    return { earned: round2(f * question.points), max: question.points, outcome: outcome };
  }

  // Why an answer cannot be checked yet (a string key of the player's texts), or null when it can.
  function incompleteReason(question, answer) {
    switch (question.kind) {
      case "single-choice": return answer.choice ? null : "chooseFirst";
      case "multiple-response": return answer.choices.length ? null : "chooseFirst";
      case "true-false": return typeof answer.value === "boolean" ? null : "chooseFirst";
      case "short-answer":
      case "essay": return answer.text.trim() ? null : "enterAnswer";
      case "numerical": return parseNumber(answer.text) === null ? "enterNumber" : null;
      case "matching":
        return question.pairs.every(function (p) { return answer.matches[p.id]; }) ? null : "matchAll";
    }
    return "chooseFirst";
  }

  window.Quizpack = window.Quizpack || {};
  window.Quizpack.scoring = {
    grade: grade, maxPoints: maxPoints, isScored: isScored, parseNumber: parseNumber,
    incompleteReason: incompleteReason, correctChoiceIds: correctChoiceIds, round2: round2
  };
})();
