// Test-only: grades a response to a question of Moodle XML the way Moodle's question types do.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "unit/moodlexml/moodle_reading.hpp"

namespace quizpack::test {

// A learner's response in Moodle's terms: the answers chosen by position, a typed text, or for matching the
// answer text chosen for each subquestion in order, or for ordering the answers in the learner's order.
struct MoodleResponse {
  std::vector<std::size_t> chosen;  // multichoice: indexes into answers; truefalse: the index of "true"/"false"
  std::string text;
  std::vector<std::string> matched;
  std::vector<std::size_t> ordered;  // ordering: indexes into answers, in the order the learner put them
  // cloze: per sub-question in the text's order, the typed text or, for a drop-down, "#" and the chosen index
  std::vector<std::string> gaps;
};

// The points Moodle awards: the response's fraction times the question's defaultgrade; for a cloze question
// (multianswer) the sum of each sub-question's fraction times its weight, read from the question text.
double moodle_points(const MoodleQuestion& question, const MoodleResponse& response);

}  // namespace quizpack::test
