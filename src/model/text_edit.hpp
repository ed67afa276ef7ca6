// A new text and state for one language of one bank text, as a merge of translations produces it.
#pragma once

#include <string>

#include "model/localized_text.hpp"

namespace quizpack {

struct TextEdit {
  std::string pointer;  // the text in the bank, e.g. /questions/0/stem
  LanguageTag language;
  std::string text;  // Markdown
  TranslationState state = TranslationState::NeedsReview;
};

}  // namespace quizpack
