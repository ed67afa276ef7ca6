// The player's interface texts a bank gives itself per language (its "ui" object), overriding the catalogue.
#pragma once

#include <string>

#include "model/localized_text.hpp"
#include "model/small_map.hpp"

namespace quizpack {

// One interface text: plain text, or its plural forms ("one", "few", "other" …) when `plural` is not empty.
struct UiText {
  std::string text;
  SmallMap<std::string, std::string> plural;
};

using UiTexts = SmallMap<std::string, UiText>;  // catalogue key (e.g. "start", "trueLabel") → text

// The text of `key` the bank gives for `lang` as plain text (not plural), or null.
inline const std::string* ui_word(const SmallMap<LanguageTag, UiTexts>& ui, const LanguageTag& lang,
                                  const std::string& key) {
  const auto texts = ui.find(lang);
  if (texts == ui.end()) return nullptr;
  const auto text = texts->second.find(key);
  return text == texts->second.end() || !text->second.plural.empty() ? nullptr : &text->second.text;
}

}  // namespace quizpack
