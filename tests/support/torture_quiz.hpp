// Test-only: a quiz of every kind whose texts hold every character GIFT and XML must escape.
#pragma once

#include "model/quiz.hpp"

namespace quizpack::test {

// Every GIFT special character (~ = # { } : \ and line breaks), HTML specials, format-marker and weight
// look-alikes, in titles, stems, options, feedback and answers; in English, Japanese, Hindi and Arabic.
// Questions: specials, multi (all or nothing), tf, short (case-sensitive), num, match, essay.
Quiz torture_quiz();

}  // namespace quizpack::test
