// A quiz built in code with every question kind, three languages (one right to left) and hostile texts.
#pragma once

#include "model/quiz.hpp"

namespace quizpack::test {

// Languages en, ar, ja; one image; texts that try script, HTML and template injection.
Quiz every_kind_quiz();

// A quiz of `count` questions of every kind in turn, in English only.
Quiz large_quiz(int count);

}  // namespace quizpack::test
