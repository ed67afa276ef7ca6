// What Canvas Classic Quizzes cannot keep of a question, as warnings naming it.
#pragma once

#include <string>
#include <vector>

#include "model/diagnostic.hpp"
#include "model/quiz.hpp"

namespace quizpack::canvas {

// canvas-grading: Canvas scores every multiple-answers question right minus wrong (its MultipleAnswersQuestion
// divides the points among the right answers and takes a share off for each wrong one ticked).
void warn_multiple_response(const MultipleResponse& kind, const Question& question, Diagnostics& warnings);

// canvas-true-false: Canvas shows "True" and "False"; a language with other words (the table's or the bank's own)
// loses them.
void warn_true_false_labels(const Quiz& quiz, const LanguageTag& lang, const Question& question, Diagnostics& warnings);

// The accepted answers in `lang`, or another language's with canvas-accepted-language when it has none;
// canvas-case when the bank compares case, which Canvas never does.
const std::vector<std::string>& accepted_answers(const ShortAnswer& kind, const LanguageTag& lang,
                                                 const Question& question, Diagnostics& warnings);

// canvas-markup: Canvas keeps a matching answer as plain text.
void warn_matching_markup(const Matching& kind, const LanguageTag& lang, const Question& question,
                          Diagnostics& warnings);

// canvas-grader-info: a Classic Quiz essay has no place for guidance to graders.
void warn_grader_info(const Essay& kind, const Question& question, Diagnostics& warnings);

// canvas-shuffle: a Classic Quiz keeps its questions in order.
void warn_question_shuffle(const Quiz& quiz, Diagnostics& warnings);

}  // namespace quizpack::canvas
