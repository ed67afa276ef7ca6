// Moodle GIFT writer: one .gift text per language, every question kind, warnings for what GIFT cannot carry.
#pragma once

#include "export/output_file.hpp"
#include "model/quiz.hpp"

namespace quizpack {

// Pure: the quiz in `lang` as GIFT (UTF-8, no BOM), named <quiz-id>.gift.
WriterOutput write_gift(const Quiz& quiz, const LanguageTag& lang);

}  // namespace quizpack
