// GIFT questions read by read_gift as bank questions in one language, with warnings for what changes.
#pragma once

#include <vector>

#include "formats/moodle/gift_model.hpp"
#include "model/quiz.hpp"

namespace quizpack {

struct GiftImport {
  std::vector<Question> questions;
  std::vector<Section> sections;  // of its categories, when questions stand in several
  std::string quiz_category;      // the category that names the quiz, "" when the file has none
  Diagnostics warnings;           // what the bank cannot hold as GIFT had it (descriptions, partial credit, ...)
};

// Every question in `lang`; ids come from [id:...] comments, else q1, q2, ... by position; an id given twice
// becomes distinct with its category (make_question_ids_distinct). Categories become sections as
// sections_from_categories says, the first $CATEGORY in force naming the quiz.
GiftImport gift_to_bank(const GiftReadResult& read, const LanguageTag& lang);

}  // namespace quizpack
