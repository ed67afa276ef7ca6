// One language of a quiz as the JSON text the player reads: texts as safe HTML, answers, scoring rules.
#include "player/quiz_data.hpp"

#include <utility>
#include <variant>

#include "player/json_text.hpp"
#include "player/player_package.hpp"
#include "text/html.hpp"
#include "text/plain_text.hpp"

namespace quizpack {
namespace {

// HTML options for the player: images point into the package's media folder.
HtmlOptions player_html_options(bool inline_only) {
  HtmlOptions options;
  options.image_url = [](const std::string& src) { return player_media_path(src); };
  options.unwrap_single_paragraph = inline_only;
  return options;
}

struct TextContext {
  const Quiz& quiz;
  const LanguageTag& lang;
  HtmlOptions block_options = player_html_options(false);
  HtmlOptions inline_options = player_html_options(true);

  // The text in the package's language, else in the source language (the loader normally rules that out).
  [[nodiscard]] const RichText& pick(const LocalizedText& text) const {
    auto found = text.by_language.find(lang);
    if (found == text.by_language.end()) found = text.by_language.find(quiz.source_language);
    if (found != text.by_language.end()) return found->second.text;
    static const RichText empty;
    return text.empty() ? empty : text.by_language.begin()->second.text;
  }
  // Writes the text's HTML straight into the JSON string value.
  void html(JsonText& j, const LocalizedText& text, bool inline_only = false) const {
    const RichText& rich = pick(text);
    const HtmlOptions& options = inline_only ? inline_options : block_options;
    j.escaped_string([&](std::string& out) { return append_html_json(out, rich, options); },
                     [&] { return render_html(rich, options); });
  }
  [[nodiscard]] std::string plain(const LocalizedText& text) const { return plain_text(pick(text)); }
};

void choice_list(const TextContext& t, const std::vector<Choice>& choices, JsonText& j) {
  j.begin_array();
  for (const auto& c : choices) {
    j.begin_object();
    j.key("correct");
    j.boolean(c.correct);
    if (c.feedback) {
      j.key("feedback");
      t.html(j, *c.feedback);
    }
    j.key("html");
    t.html(j, c.text, true);
    j.key("id");
    j.string(c.id);
    j.end_object();
  }
  j.end_array();
}

// A matching answer or distractor: its HTML, its plain text and its id (then the caller may add more).
void matching_answer(const TextContext& t, const LocalizedText& answer, const std::string& id, JsonText& j) {
  j.key("answer");
  t.html(j, answer, true);
  j.key("answerText");
  j.string(t.plain(answer));
  j.key("id");
  j.string(id);
}

// One question's members, in key order: the kind-specific ones (what the learner chooses from and
// what is right) interleaved with the common ones.
void question(const TextContext& t, const Question& q, JsonText& j) {
  const QuestionBody& body = q.body;
  const auto* single = std::get_if<SingleChoice>(&body);
  const auto* multiple = std::get_if<MultipleResponse>(&body);
  const auto* true_false = std::get_if<TrueFalse>(&body);
  const auto* short_answer = std::get_if<ShortAnswer>(&body);
  const auto* numerical = std::get_if<Numerical>(&body);
  const auto* matching = std::get_if<Matching>(&body);
  const Tolerance* tolerance = numerical ? std::get_if<Tolerance>(&numerical->accepted) : nullptr;
  const Range* range = numerical ? std::get_if<Range>(&numerical->accepted) : nullptr;

  j.begin_object();
  if (short_answer) {
    auto found = short_answer->accepted.find(t.lang);
    if (found == short_answer->accepted.end()) found = short_answer->accepted.find(t.quiz.source_language);
    j.key("accepted");
    j.strings(found == short_answer->accepted.end() ? std::vector<std::string>{} : found->second);
  }
  if (true_false) {
    j.key("answer");
    j.boolean(true_false->answer);
  }
  if (short_answer) {
    j.key("caseSensitive");
    j.boolean(short_answer->case_sensitive);
  }
  if (single || multiple) {
    j.key("choices");
    choice_list(t, single ? single->choices : multiple->choices, j);
  }
  if (matching) {
    j.key("distractors");
    j.begin_array();
    for (const auto& d : matching->distractors) {
      j.begin_object();
      matching_answer(t, d.answer, d.id, j);
      j.end_object();
    }
    j.end_array();
  }
  j.key("explanation");
  t.html(j, q.explanation);
  if (true_false && true_false->feedback_false) {
    j.key("feedbackFalse");
    t.html(j, *true_false->feedback_false);
  }
  if (true_false && true_false->feedback_true) {
    j.key("feedbackTrue");
    t.html(j, *true_false->feedback_true);
  }
  if (numerical) {
    j.key("high");
    j.number(tolerance ? tolerance->value + tolerance->tolerance : range->high);
  }
  j.key("id");
  j.string(q.id);
  j.key("kind");
  j.string(kind_name(body));
  if (numerical) {
    j.key("low");
    j.number(tolerance ? tolerance->value - tolerance->tolerance : range->low);
  }
  if (matching) {
    j.key("pairs");
    j.begin_array();
    for (const auto& p : matching->pairs) {
      j.begin_object();
      matching_answer(t, p.answer, p.id, j);
      j.key("prompt");
      t.html(j, p.prompt, true);
      j.end_object();
    }
    j.end_array();
  }
  if (multiple) {
    j.key("partialCredit");
    j.string(multiple->partial_credit == PartialCredit::AllOrNothing ? "all-or-nothing" : "right-minus-wrong");
  }
  j.key("points");
  j.number(q.points);
  j.key("stem");
  t.html(j, q.stem);
  j.key("stemText");
  j.string(t.plain(q.stem));
  j.key("title");
  j.string(q.title ? t.plain(*q.title) : q.id);
  if (tolerance) {
    j.key("tolerance");
    j.number(tolerance->tolerance);
    j.key("value");
    j.number(tolerance->value);
  }
  j.end_object();
}

}  // namespace

std::string player_quiz_data(const Quiz& quiz, const LanguageTag& lang, std::string prefix) {
  const TextContext t{quiz, lang};
  JsonText j(std::move(prefix));
  j.begin_object();
  j.key("description");
  t.html(j, quiz.description);
  j.key("dir");
  j.string(is_right_to_left(lang) ? "rtl" : "ltr");
  j.key("format");
  j.integer(1);
  j.key("guide");
  j.string(quiz.guide);
  j.key("id");
  j.string(quiz.id);
  j.key("lang");
  j.string(lang);
  j.key("level");
  j.string(level_name(quiz.level));
  j.key("passingScore");
  j.number(quiz.passing_score);
  j.key("questions");
  j.begin_array();
  for (const auto& q : quiz.questions) question(t, q, j);
  j.end_array();
  j.key("shuffle");
  j.begin_object();
  j.key("choices");
  j.boolean(quiz.shuffle.choices);
  j.key("questions");
  j.boolean(quiz.shuffle.questions);
  j.end_object();
  j.key("title");
  t.html(j, quiz.title, true);
  j.key("titleText");
  j.string(t.plain(quiz.title));
  j.key("version");
  j.string(quiz.version);
  j.end_object();
  return std::move(j.text());
}

}  // namespace quizpack
