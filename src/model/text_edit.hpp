// A new text and state for one language of one bank text, as a merge of translations produces it.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "model/localized_text.hpp"

namespace quizpack {

struct TextEdit {
  std::string pointer;  // the text in the bank, e.g. /questions/0/stem
  LanguageTag language;
  std::string text;  // Markdown
  TranslationState state = TranslationState::NeedsReview;
  // Set for a list of plain texts (accepted answers): `pointer` leads to the object of languages, whose `language`
  // member becomes this list; `text` and `state` are unused.
  std::optional<std::vector<std::string>> list = std::nullopt;
  // Set for an interface text: `pointer` is /ui, and the text becomes /ui/<language>/<ui_key> (no state).
  std::string ui_key = {};
};

}  // namespace quizpack
