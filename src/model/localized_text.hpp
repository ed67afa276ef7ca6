// A learner-visible text in every language of a quiz, with each language's translation state.
#pragma once

#include <string>

#include "model/rich_text.hpp"
#include "model/small_map.hpp"

namespace quizpack {

using LanguageTag = std::string;  // BCP 47, e.g. "en", "ja", "hi", "ar"

enum class TranslationState { Source, Translated, NeedsReview };

struct Translation {
  RichText text;
  TranslationState state = TranslationState::Source;
};

struct LocalizedText {
  SmallMap<LanguageTag, Translation> by_language;  // in language-tag order

  [[nodiscard]] bool empty() const { return by_language.empty(); }
  [[nodiscard]] bool has(const LanguageTag& lang) const { return by_language.count(lang) != 0; }
  // The text in `lang`; throws std::out_of_range when the bank lacks it (the loader rules that out).
  [[nodiscard]] const RichText& in(const LanguageTag& lang) const { return by_language.at(lang).text; }
};

}  // namespace quizpack
