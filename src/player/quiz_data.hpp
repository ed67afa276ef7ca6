// One language of a quiz as the JSON object the player reads: texts as safe HTML, answers, scoring rules.
#pragma once

#include <nlohmann/json.hpp>

#include "model/quiz.hpp"
#include "player/scorm_version.hpp"

namespace quizpack {

nlohmann::json player_quiz_data(const Quiz& quiz, const LanguageTag& lang, ScormVersion version);

}  // namespace quizpack
