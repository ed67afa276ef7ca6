// A one-gap cloze question as GIFT's missing-word form: the gap's own kind, with Moodle's blank in the stem.
#pragma once

#include <string>
#include <vector>

#include "model/question.hpp"

namespace quizpack {

// The question GIFT writes for a cloze question with one gap: a short-answer, numerical or single-choice
// question whose stem holds "_____" where the gap was (Moodle's importer puts its blank there). What GIFT
// cannot keep is added to `problems`.
Question missing_word_question(const Question& question, const Cloze& cloze, std::vector<std::string>& problems);

}  // namespace quizpack
