// One question's translation added to the same question in other languages, with a check of its structure.
#pragma once

#include <string>

#include "model/diagnostic.hpp"
#include "model/question.hpp"

namespace quizpack {

// Moves the `lang` texts of `from` into `into` with `state`; each way the two questions differ in structure is
// an error at `from`'s location naming `into`'s place as `base`. Returns false when they differ.
bool merge_question(Question& into, Question&& from, const LanguageTag& lang, TranslationState state,
                    Diagnostics& errors, const std::string& base = "the first file");

// Sets the state of every `lang` text of `question` to `state`.
void set_state(Question& question, const LanguageTag& lang, TranslationState state);

}  // namespace quizpack
