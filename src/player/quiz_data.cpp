// One language of a quiz as the JSON object the player reads: texts as safe HTML, answers, scoring rules.
#include "player/quiz_data.hpp"

#include <type_traits>

#include "player/player_package.hpp"
#include "text/html.hpp"
#include "text/plain_text.hpp"

namespace quizpack {
namespace {

using nlohmann::json;

template <class... Fs>
struct Overload : Fs... {
  using Fs::operator()...;
};
template <class... Fs>
Overload(Fs...) -> Overload<Fs...>;

struct TextContext {
  const Quiz& quiz;
  const LanguageTag& lang;

  // The text in the package's language, else in the source language (the loader normally rules that out).
  [[nodiscard]] const RichText& pick(const LocalizedText& text) const {
    if (text.has(lang)) return text.in(lang);
    if (text.has(quiz.source_language)) return text.in(quiz.source_language);
    static const RichText empty;
    return text.empty() ? empty : text.by_language.begin()->second.text;
  }
  [[nodiscard]] std::string html(const LocalizedText& text, bool inline_only = false) const {
    HtmlOptions options;
    options.image_url = [](const std::string& src) { return player_media_path(src); };
    options.unwrap_single_paragraph = inline_only;
    return render_html(pick(text), options);
  }
  [[nodiscard]] std::string plain(const LocalizedText& text) const { return plain_text(pick(text)); }
};

json choice_list(const TextContext& t, const std::vector<Choice>& choices) {
  json list = json::array();
  for (const auto& c : choices) {
    json item = {{"id", c.id}, {"html", t.html(c.text, true)}, {"correct", c.correct}};
    if (c.feedback) item["feedback"] = t.html(*c.feedback);
    list.push_back(std::move(item));
  }
  return list;
}

// The kind-specific part of a question: what the learner chooses from and what is right.
void add_body(const TextContext& t, const QuestionBody& body, json& q) {
  std::visit(Overload{
                 [&](const SingleChoice& b) { q["choices"] = choice_list(t, b.choices); },
                 [&](const MultipleResponse& b) {
                   q["choices"] = choice_list(t, b.choices);
                   q["partialCredit"] =
                       b.partial_credit == PartialCredit::AllOrNothing ? "all-or-nothing" : "right-minus-wrong";
                 },
                 [&](const TrueFalse& b) {
                   q["answer"] = b.answer;
                   if (b.feedback_true) q["feedbackTrue"] = t.html(*b.feedback_true);
                   if (b.feedback_false) q["feedbackFalse"] = t.html(*b.feedback_false);
                 },
                 [&](const ShortAnswer& b) {
                   auto found = b.accepted.find(t.lang);
                   if (found == b.accepted.end()) found = b.accepted.find(t.quiz.source_language);
                   q["accepted"] = found == b.accepted.end() ? std::vector<std::string>{} : found->second;
                   q["caseSensitive"] = b.case_sensitive;
                 },
                 [&](const Numerical& b) {
                   std::visit(Overload{[&](const Tolerance& tol) {
                                         q["value"] = tol.value;
                                         q["tolerance"] = tol.tolerance;
                                         q["low"] = tol.value - tol.tolerance;
                                         q["high"] = tol.value + tol.tolerance;
                                       },
                                       [&](const Range& range) {
                                         q["low"] = range.low;
                                         q["high"] = range.high;
                                       }},
                              b.accepted);
                 },
                 [&](const Matching& b) {
                   json pairs = json::array();
                   for (const auto& p : b.pairs)
                     pairs.push_back({{"id", p.id},
                                      {"prompt", t.html(p.prompt, true)},
                                      {"answer", t.html(p.answer, true)},
                                      {"answerText", t.plain(p.answer)}});
                   json distractors = json::array();
                   for (const auto& d : b.distractors)
                     distractors.push_back(
                         {{"id", d.id}, {"answer", t.html(d.answer, true)}, {"answerText", t.plain(d.answer)}});
                   q["pairs"] = std::move(pairs);
                   q["distractors"] = std::move(distractors);
                 },
                 [&](const Essay&) {},
             },
             body);
}

}  // namespace

nlohmann::json player_quiz_data(const Quiz& quiz, const LanguageTag& lang) {
  const TextContext t{quiz, lang};
  json questions = json::array();
  for (const auto& question : quiz.questions) {
    json q = {{"id", question.id},
              {"kind", kind_name(question.body)},
              {"points", question.points},
              {"title", question.title ? t.plain(*question.title) : question.id},
              {"stem", t.html(question.stem)},
              {"stemText", t.plain(question.stem)},
              {"explanation", t.html(question.explanation)}};
    add_body(t, question.body, q);
    questions.push_back(std::move(q));
  }
  return {{"format", 1},
          {"id", quiz.id},
          {"version", quiz.version},
          {"lang", lang},
          {"dir", is_right_to_left(lang) ? "rtl" : "ltr"},
          {"title", t.html(quiz.title, true)},
          {"titleText", t.plain(quiz.title)},
          {"description", t.html(quiz.description)},
          {"level", level_name(quiz.level)},
          {"guide", quiz.guide},
          {"passingScore", quiz.passing_score},
          {"shuffle", {{"questions", quiz.shuffle.questions}, {"choices", quiz.shuffle.choices}}},
          {"questions", std::move(questions)}};
}

}  // namespace quizpack
