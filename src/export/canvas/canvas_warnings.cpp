// What Canvas Classic Quizzes cannot keep of a question, as warnings naming it.
#include "export/canvas/canvas_warnings.hpp"

#include "text/plain_text.hpp"
#include "text/true_false_words.hpp"

namespace quizpack::canvas {

void warn_multiple_response(const MultipleResponse& kind, const Question& question, Diagnostics& warnings) {
  if (kind.partial_credit != PartialCredit::AllOrNothing) return;
  warnings.push_back(
      warning("canvas-grading",
              "question " + question.id + ": Canvas scores multiple answers right minus wrong; all-or-nothing is lost",
              question.location));
}

void warn_true_false_labels(const Quiz& quiz, const LanguageTag& lang, const Question& question,
                            Diagnostics& warnings) {
  const TrueFalseWords words = true_false_words(quiz, lang);
  if (words.true_word == "True" && words.false_word == "False") return;
  warnings.push_back(warning("canvas-true-false",
                             "question " + question.id + ": Canvas shows the answers as True and False, not " +
                                 words.true_word + " and " + words.false_word + " (" + lang + ")",
                             question.location));
}

const std::vector<std::string>& accepted_answers(const ShortAnswer& kind, const LanguageTag& lang,
                                                 const Question& question, Diagnostics& warnings) {
  if (kind.case_sensitive)
    warnings.push_back(warning(
        "canvas-case", "question " + question.id + ": Canvas compares short answers ignoring case", question.location));
  const auto found = kind.accepted.find(lang);
  if (found != kind.accepted.end() || kind.accepted.empty()) {
    static const std::vector<std::string> none;
    return found != kind.accepted.end() ? found->second : none;
  }
  warnings.push_back(warning("canvas-accepted-language",
                             "question " + question.id + ": no accepted answers in " + lang + "; the answers of " +
                                 kind.accepted.begin()->first + " are used",
                             question.location));
  return kind.accepted.begin()->second;
}

void warn_matching_markup(const Matching& kind, const LanguageTag& lang, const Question& question,
                          Diagnostics& warnings) {
  bool lost = false;
  for (const auto& p : kind.pairs) lost = lost || !is_plain(p.answer.in(lang));
  for (const auto& d : kind.distractors) lost = lost || !is_plain(d.answer.in(lang));
  if (!lost) return;
  warnings.push_back(warning("canvas-markup",
                             "question " + question.id + ": Canvas keeps matching answers as plain text (" + lang + ")",
                             question.location));
}

void warn_grader_info(const Essay& kind, const Question& question, Diagnostics& warnings) {
  if (!kind.grader_info) return;
  warnings.push_back(warning("canvas-grader-info",
                             "question " + question.id + ": a Canvas essay question has no grader information",
                             question.location));
}

void warn_question_shuffle(const Quiz& quiz, Diagnostics& warnings) {
  if (!quiz.shuffle.questions) return;
  warnings.push_back(warning("canvas-shuffle",
                             "quiz " + quiz.id + ": a Canvas Classic Quiz keeps its questions in the bank's order",
                             quiz.location));
}

}  // namespace quizpack::canvas
