// Rewrites texts and states in a bank file's bytes, keeping every other byte: key order, indentation, line ends.
#pragma once

#include <string>
#include <vector>

#include "model/text_edit.hpp"

namespace quizpack {

// `bank` with every edit applied: an existing entry gets its "text" and "state" values replaced in place; a missing
// one is added after the text's last entry, laid out like it; a list edit sets the language's list. With `declare`,
// `declare` is appended to the bank's "languages" when it is not there. Throws std::runtime_error when a pointer does
// not lead to a text.
std::string apply_text_edits(const std::string& bank, const std::vector<TextEdit>& edits,
                             const LanguageTag& declare = "");

// `bank` with only the "state" value of the `language` entry of the text at `pointer` replaced by `state`; every
// other byte kept. Throws std::runtime_error when there is no such entry or it has no state.
std::string set_text_state(const std::string& bank, const std::string& pointer, const LanguageTag& language,
                           TranslationState state);

}  // namespace quizpack
