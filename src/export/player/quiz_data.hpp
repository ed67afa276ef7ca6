// One language of a quiz as the JSON text the player reads: texts as safe HTML, answers, scoring rules.
#pragma once

#include <string>

#include "model/quiz.hpp"

namespace quizpack {

// The same for every SCORM version: the launch page tells the player which one it runs in.
// Members are sorted by key and indented by one space per level; the text is appended to `prefix`.
std::string player_quiz_data(const Quiz& quiz, const LanguageTag& lang, std::string prefix = {});

}  // namespace quizpack
