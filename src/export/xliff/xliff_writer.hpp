// One bank and one target language as an XLIFF 2.0 document: a unit per text, with context notes and states.
#pragma once

#include <string>

#include "model/diagnostic.hpp"
#include "model/quiz.hpp"

namespace quizpack {

struct XliffRequest {
  LanguageTag target;
  std::string original;  // the bank's path as the merge will find it, in <file original>
  bool all = false;      // every text, not only the missing ones and those that need review
  bool pseudo = false;   // every text, its target made from the source by pseudo-localisation
  // The player's interface texts in the source language, for a target language its catalogue lacks: each one the
  // bank's "ui" does not give becomes a unit too (see bank_units).
  const UiTexts* interface = nullptr;
};

struct XliffDocument {
  std::string xml;
  std::size_t units = 0;
  Diagnostics warnings;  // texts whose markup is offered as plain text
};

XliffDocument write_xliff(const Quiz& quiz, const XliffRequest& request);

}  // namespace quizpack
