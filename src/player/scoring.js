// Grades one answer to one question: points earned, the question's maximum, and the outcome.
(function () {
  "use strict";
  var kinds = window.Quizpack.kinds;

  function isScored(question) { return kinds.of(question).scored; }

  function maxPoints(question) { return isScored(question) ? question.points : 0; }

  // The fraction of the question's points an answer earns, from 0 to 1.
  function fraction(question, answer) {
    if (answer.lost) return answer.fraction;
    return kinds.of(question).fraction(question, answer);
  }

  function round2(x) { return Math.round(x * 100) / 100; }

  // { earned, max, outcome: "correct" | "partial" | "incorrect" | "neutral" }
  function grade(question, answer) {
    if (!isScored(question)) return { earned: 0, max: 0, outcome: "neutral" };
    var f = fraction(question, answer);
    var outcome = f >= 1 ? "correct" : f > 0 ? "partial" : "incorrect";
    return { earned: round2(f * question.points), max: question.points, outcome: outcome };
  }

  // The quiz's outcome from the points earned, the points awaiting a grader and all points: "passed" once the
  // earned points reach the mark, "pending" while a grader's points could still reach it, else "failed";
  // "completed" when nothing is scored.
  function verdict(earned, pending, total, passMark) {
    if (total <= 0) return "completed";
    if (earned / total + 1e-9 >= passMark) return "passed";
    return (earned + pending) / total + 1e-9 >= passMark ? "pending" : "failed";
  }

  // Why an answer cannot be checked yet (a string key of the player's texts), or null when it can.
  function incompleteReason(question, answer) { return kinds.of(question).incomplete(question, answer); }

  window.Quizpack.scoring = {
    grade: grade, maxPoints: maxPoints, isScored: isScored, parseNumber: kinds.parseNumber,
    incompleteReason: incompleteReason, verdict: verdict, correctChoiceIds: kinds.correctChoiceIds, round2: round2
  };
})();
