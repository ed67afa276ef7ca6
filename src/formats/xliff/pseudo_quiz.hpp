// A quiz given the pseudo language as one more language: every text pseudo-localised from its source.
#pragma once

#include "model/quiz.hpp"

namespace quizpack {

// Adds pseudo_language(quiz.source_language) to `quiz`: each text becomes its source's pseudo-localisation (codes,
// URLs and code spans untouched), each accepted answer its source's, in state needs-review; a text whose Markdown
// cannot be cut into codes is pseudo-localised on its tree. The interface texts of the source language and its
// words for true and false go pseudo-localised into the pseudo language's "ui". Nothing changes when the quiz
// already has the language.
void add_pseudo_language(Quiz& quiz);

}  // namespace quizpack
