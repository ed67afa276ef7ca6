// The player's interface catalogue (its strings.js) as C++ values, for the texts a translator is given.
#pragma once

#include "model/localized_text.hpp"
#include "model/ui_text.hpp"

namespace quizpack {

// The interface texts the player shows in `lang` when a bank gives none of its own: its catalogue language's texts,
// English for every key that language lacks (English for a language the catalogue lacks), and the words for true
// and false (trueLabel, falseLabel) from the table every output shares.
UiTexts interface_catalogue(const LanguageTag& lang);

}  // namespace quizpack
