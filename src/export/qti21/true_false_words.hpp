// The words "True" and "False" in the languages quizpack knows, English for the others.
#pragma once

#include <string>

#include "model/localized_text.hpp"

namespace quizpack::qti21 {

struct TrueFalseWords {
  std::string true_word;
  std::string false_word;
};

// Matches the primary subtag of `lang` (e.g. "pt" for "pt-BR").
TrueFalseWords true_false_words(const LanguageTag& lang);

}  // namespace quizpack::qti21
