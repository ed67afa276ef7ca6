// Moodle's true/false questions show the site's own words for true and false (its language pack).
#pragma once

namespace quizpack {

// Moodle XML's answers must read "true" and "false" and GIFT has TRUE and FALSE only: the bank's own words
// ("trueLabel", "falseLabel" in its "ui") cannot reach a Moodle question.
inline constexpr const char* kMoodleTrueFalseWordsMessage =
    "Moodle shows its own words for true and false (the site's language pack), not the bank's \"ui\" trueLabel and "
    "falseLabel";

}  // namespace quizpack
