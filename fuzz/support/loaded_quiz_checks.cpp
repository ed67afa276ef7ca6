// Checks what writers rely on in a quiz the loader accepted.
#include "support/loaded_quiz_checks.hpp"

#include <optional>
#include <string>

#include "support/finding.hpp"
#include "text/plain_text.hpp"

namespace quizpack::fuzz {
namespace {

template <class... F>
struct Overload : F... {
  using F::operator()...;
};
template <class... F>
Overload(F...) -> Overload<F...>;

void check_text(const Quiz& quiz, const LocalizedText& text, const std::string& what) {
  for (const auto& lang : quiz.languages) {
    if (!text.has(lang)) finding(what + " lacks language " + lang);
    for (const auto& src : image_paths(text.in(lang)))
      if (!find_media(quiz, src)) finding(what + " [" + lang + "] uses image " + src + ", which is not in the media");
  }
}

void check_optional(const Quiz& quiz, const std::optional<LocalizedText>& text, const std::string& what) {
  if (text) check_text(quiz, *text, what);
}

void check_choices(const Quiz& quiz, const std::vector<Choice>& choices, const std::string& where) {
  for (const auto& c : choices) {
    check_text(quiz, c.text, where + " choice " + c.id);
    check_optional(quiz, c.feedback, where + " choice " + c.id + " feedback");
  }
}

void check_question(const Quiz& quiz, const Question& q) {
  const std::string where = "question " + q.id;
  check_optional(quiz, q.title, where + " title");
  check_text(quiz, q.stem, where + " stem");
  check_optional(quiz, q.explanation, where + " explanation");
  std::visit(Overload{
                 [&](const SingleChoice& b) { check_choices(quiz, b.choices, where); },
                 [&](const MultipleResponse& b) { check_choices(quiz, b.choices, where); },
                 [&](const TrueFalse& b) {
                   check_optional(quiz, b.feedback_true, where + " feedbackTrue");
                   check_optional(quiz, b.feedback_false, where + " feedbackFalse");
                 },
                 [&](const ShortAnswer& b) {
                   for (const auto& lang : quiz.languages) {
                     const auto it = b.accepted.find(lang);
                     if (it == b.accepted.end() || it->second.empty())
                       finding(where + " has no accepted answer in " + lang);
                   }
                 },
                 [&](const Numerical&) {},
                 [&](const Matching& b) {
                   for (const auto& p : b.pairs) {
                     check_text(quiz, p.prompt, where + " pair " + p.id + " prompt");
                     check_text(quiz, p.answer, where + " pair " + p.id + " answer");
                   }
                   for (const auto& d : b.distractors) check_text(quiz, d.answer, where + " distractor " + d.id);
                 },
                 [&](const Essay& b) { check_optional(quiz, b.grader_info, where + " graderInfo"); },
                 [&](const Ordering& b) {
                   if (b.items.size() < 2) finding(where + " has fewer than 2 items");
                   for (const auto& item : b.items) check_text(quiz, item.text, where + " item " + item.id);
                 },
                 [&](const Cloze& b) {
                   if (b.gaps.empty()) finding(where + " has no gap");
                   for (const auto& gap : b.gaps) check_optional(quiz, gap.feedback, where + " gap " + gap.id);
                 },
                 [&](const Description&) {
                   if (q.points != 0) finding(where + " is a description worth points");
                   if (q.explanation) finding(where + " is a description with an explanation");
                 },
             },
             q.body);
}

}  // namespace

void check_load_result(const LoadResult& result) {
  for (const auto& d : result.diagnostics)
    if (d.rule.empty() || d.message.empty()) finding("a diagnostic without rule or message: " + d.rule + d.message);
  if (result.has_errors()) {
    if (!result.quizzes.empty()) finding("the loader returned a quiz together with errors");
    return;
  }
  if (result.quizzes.size() != 1)
    finding("a bank without errors gave " + std::to_string(result.quizzes.size()) + " quizzes");
  const Quiz& quiz = result.quizzes.front();
  check_text(quiz, quiz.title, "title");
  check_text(quiz, quiz.description, "description");
  for (const auto& q : quiz.questions) check_question(quiz, q);
}

}  // namespace quizpack::fuzz
