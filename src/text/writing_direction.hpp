// The writing direction of a language.
#pragma once

#include "model/localized_text.hpp"

namespace quizpack {

// True for languages written right to left (ar, he, fa, ur, ...), judged by the primary subtag.
bool is_right_to_left(const LanguageTag& lang);

}  // namespace quizpack
