// A cloze question's Moodle question text: the stem with each gap written as an embedded answer (multianswer).
#pragma once

#include <string>
#include <vector>

#include "export/moodlexml/moodle_text.hpp"
#include "model/question.hpp"

namespace quizpack {

struct ClozeQuestionText {
  MoodleText text;                    // html, with its images
  std::vector<std::string> problems;  // what Moodle cannot keep, one sentence each
  std::string refusal;                // why the question cannot be written; empty when it is
  double weight_sum = 0;              // Moodle's mark for the question: its sub-questions' weights added
};

// The question text for the languages of `texts`: one language as it is; several (multilang) as spans around
// the embedded answers, which need every language to place the gaps in the same order.
ClozeQuestionText cloze_question_text(const Question& question, const Cloze& cloze, const MoodleTexts& texts);

}  // namespace quizpack
