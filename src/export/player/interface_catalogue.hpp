// The player's interface catalogue (src/player/strings/<language>.json) as C++ values and as a package's script.
#pragma once

#include <string>
#include <vector>

#include "model/localized_text.hpp"
#include "model/ui_text.hpp"

namespace quizpack {

// The interface texts the player shows in `lang` when a bank gives none of its own: its catalogue language's texts,
// English for every key that language lacks (English for a language the catalogue lacks), and the words for true
// and false (trueLabel, falseLabel) from the table every output shares.
UiTexts interface_catalogue(const LanguageTag& lang);

// Every language of the catalogue, as its files name them ("en", "zh-Hant" …), in the files' order.
std::vector<std::string> catalogue_languages();

// The catalogue languages a player for `lang` needs: English, and `lang`'s own when the catalogue has it.
std::vector<std::string> packaged_catalogue_languages(const LanguageTag& lang);

// strings-data.js: `window.QUIZPACK_STRINGS = {language: {key: text}};` for the catalogue languages `languages`.
std::string interface_strings_script(const std::vector<std::string>& languages);

}  // namespace quizpack
