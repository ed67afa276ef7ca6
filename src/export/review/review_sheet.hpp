// A bank and one target language as one self-contained HTML page for a reviewer without tools: every text in the
// source language beside its translation, with its state; images inlined; printable.
#pragma once

#include <string>

#include "model/quiz.hpp"

namespace quizpack {

// Pure: the same quiz and language give the same bytes. `target` is one of the quiz's languages.
std::string review_sheet(const Quiz& quiz, const LanguageTag& target);

// The sheet's file name: <quiz-id>.<source>-<target>.review.html.
std::string review_sheet_name(const Quiz& quiz, const LanguageTag& target);

}  // namespace quizpack
