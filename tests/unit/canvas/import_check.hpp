// Test-only: checks that what Canvas's importer would read from a package carries the bank's values.
#pragma once

#include <string>

#include "model/quiz.hpp"

namespace quizpack::test {

// The differences between the bank's questions in `lang` and what Canvas would import from `assessment_xml`,
// one per line; empty when every question type, points, answer, weight, match and feedback is the bank's.
std::string import_differences(const Quiz& quiz, const LanguageTag& lang, const std::string& assessment_xml);

// Markup removed and the five entities HTML escaping writes decoded, white space runs as one space.
std::string visible_text(const std::string& html);

// White space runs as one space, none at either end.
std::string squeezed(const std::string& text);

}  // namespace quizpack::test
