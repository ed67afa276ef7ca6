// One language of a quiz as the JSON object the player reads: texts as safe HTML, answers, scoring rules.
#pragma once

#include <nlohmann/json.hpp>

#include "model/quiz.hpp"

namespace quizpack {

// The same for every SCORM version: the launch page tells the player which one it runs in.
nlohmann::json player_quiz_data(const Quiz& quiz, const LanguageTag& lang);

}  // namespace quizpack
