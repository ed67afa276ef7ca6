// The words "True" and "False" per language: the one table every writer and the player use, and a bank's own.
#pragma once

#include <string>

#include "model/localized_text.hpp"
#include "model/quiz.hpp"

namespace quizpack {

struct TrueFalseWords {
  std::string true_word;
  std::string false_word;
};

// Matches the primary subtag of `lang` (e.g. "pt" for "pt-BR"); Chinese by script ("zh-TW" and "zh-Hant-HK" are
// Traditional, "zh" and "zh-CN" Simplified).
TrueFalseWords true_false_words(const LanguageTag& lang);

// The words of the table, each replaced by the quiz's own for `lang` (its "ui" keys trueLabel, falseLabel).
TrueFalseWords true_false_words(const Quiz& quiz, const LanguageTag& lang);

// Whether the quiz's "ui" gives its own word for true or false in `lang`.
bool has_own_true_false_words(const Quiz& quiz, const LanguageTag& lang);

// The catalogue's language for `lang`, lower-case: its primary subtag, or zh-hans or zh-hant for Chinese.
std::string interface_catalogue_language(const LanguageTag& lang);

// Whether `lang` is a pseudo language ("xx-XA"): the player shows it the pseudo-localised English catalogue.
bool is_pseudo_language(const LanguageTag& lang);

// Whether the player's interface catalogue has `lang` (matched as above; a pseudo language "xx-XA" counts).
bool has_interface_catalogue(const LanguageTag& lang);

}  // namespace quizpack
