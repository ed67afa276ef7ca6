// What a cmi5 package cannot carry of a quiz as the bank says it, one warning per case.
#include "export/cmi5/cmi5_warnings.hpp"

#include <variant>

#include "export/cmi5/course_structure.hpp"
#include "text/number_text.hpp"

namespace quizpack::cmi5 {

Diagnostics cmi5_warnings(const Quiz& quiz) {
  Diagnostics warnings;
  if (!(quiz.passing_score >= 0.0 && quiz.passing_score <= 1.0))
    warnings.push_back(warning(
        "cmi5-passing-score-clamped",
        "the passing score is outside 0..1; cmi5.xml's masteryScore is " + mastery_score_text(quiz.passing_score),
        quiz.location));
  for (const auto& question : quiz.questions) {
    if (!std::holds_alternative<Essay>(question.body)) continue;
    warnings.push_back(warning("cmi5-essay-pending",
                               "question " + question.id + ": an essay awaits a grader, and cmi5 has no way to " +
                                   "grade it later; while its points (" + number_text(question.points) +
                                   ") could decide the pass, the player sends completed without passed or failed, "
                                   "so the AU's moveOn (" +
                                   kMoveOn + ") stays unmet",
                               question.location));
  }
  return warnings;
}

}  // namespace quizpack::cmi5
