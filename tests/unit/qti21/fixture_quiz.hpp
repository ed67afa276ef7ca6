// A quiz with every question kind in en, ar and ja, built as model values for the qti21 tests.
#pragma once

#include <map>
#include <string>

#include "model/quiz.hpp"

namespace quizpack::test {

// One text per language, parsed as CommonMark.
LocalizedText texts(const std::map<std::string, std::string>& by_language);

// Question ids: sc (single choice, 2 points, image, per-choice feedback), mr (right-minus-wrong, 3 points),
// mr-all (all-or-nothing), tf (false is right, feedback both ways), sa (case-insensitive), sa-case
// (case-sensitive), num (3.14 ± 0.01), range (10..20), match (3 pairs + 1 distractor), essay (grader info).
Quiz every_kind_quiz();

}  // namespace quizpack::test
