// The words "True" and "False" per language: the one table every writer and the player use.
#pragma once

#include <string>

#include "model/localized_text.hpp"

namespace quizpack {

struct TrueFalseWords {
  std::string true_word;
  std::string false_word;
};

// Matches the primary subtag of `lang` (e.g. "pt" for "pt-BR"); Chinese by script ("zh-TW" and "zh-Hant-HK" are
// Traditional, "zh" and "zh-CN" Simplified).
TrueFalseWords true_false_words(const LanguageTag& lang);

// Whether the player's interface catalogue has `lang` (matched as above; a pseudo language "xx-XA" counts).
bool has_interface_catalogue(const LanguageTag& lang);

}  // namespace quizpack
