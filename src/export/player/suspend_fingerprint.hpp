// The suspend_data fingerprint of a quiz, computed as the player's suspend.js computes it.
#pragma once

#include <string>

#include "model/quiz.hpp"

namespace quizpack {

// The suspend_data fingerprint the player computes (suspend.js): FNV-1a over the quiz's id and version, each
// question's id, kind and option ids, and the sections, in UTF-16 code units, in base 36.
std::string player_fingerprint(const Quiz& quiz);

}  // namespace quizpack
