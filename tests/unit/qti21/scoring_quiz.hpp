// The shared every-form quiz with the points the qti21 scoring tests add up.
#pragma once

#include "model/quiz.hpp"

namespace quizpack::test {

// every_form_quiz() with points q.single 2, q-multi 3, q-match 3, q-essay 5, q-short-case 1.5 and 1 for the
// rest: 21.5 in all, so the pass mark at 0.75 is 16.125.
Quiz scoring_quiz();

}  // namespace quizpack::test
