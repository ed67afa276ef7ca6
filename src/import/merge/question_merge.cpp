// Adds one language's texts to a question after checking that both files hold the same question.
#include "import/merge/question_merge.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <utility>

#include "model/overloaded.hpp"

namespace quizpack {
namespace {

// The numbers a numerical question accepts, as an interval: a value with a tolerance and a range written as
// the other one (as formats without ranges do) are the same answer.
std::pair<double, double> accepted_interval(const std::variant<Tolerance, Range>& accepted) {
  return std::visit(Overloaded{[](const Tolerance& t) {
                                 return std::pair{t.value - t.tolerance, t.value + t.tolerance};
                               },
                               [](const Range& r) {
                                 return std::pair{r.low, r.high};
                               }},
                    accepted);
}

bool nearly_equal(double a, double b) { return std::fabs(a - b) <= 1e-9 * std::max({1.0, std::fabs(a), std::fabs(b)}); }

class QuestionMerger {
 public:
  QuestionMerger(Question& into, Question& from, const LanguageTag& lang, TranslationState state, Diagnostics& errors,
                 std::string base)
      : into_(into), from_(from), lang_(lang), state_(state), errors_(errors), base_(std::move(base)) {}

  bool run() {
    if (into_.body.index() != from_.body.index()) {
      differ(std::string("it is ") + kind_name(from_.body) + " here but " + kind_name(into_.body) + " in " + base_);
      return false;
    }
    if (into_.points != from_.points) differ("its points differ from " + base_);
    optional_text(into_.title, from_.title, "the title");
    text(into_.stem, from_.stem, "the question text");
    explanation();
    std::visit([this](auto& body) { merge_body(body, std::get<std::decay_t<decltype(body)>>(from_.body)); },
               into_.body);
    return ok_;
  }

 private:
  void differ(const std::string& message) {
    errors_.push_back(error("import-mismatch", "question " + into_.id + ": " + message, from_.location));
    ok_ = false;
  }

  // Moves the `lang_` text of `from` into `to`; when both are the same text, only its state changes.
  void text(LocalizedText& to, LocalizedText& from, const std::string& what) {
    const auto it = from.by_language.find(lang_);
    if (it == from.by_language.end()) return differ(what + " has no \"" + lang_ + "\" text");
    if (&to == &from) {
      it->second.state = state_;
      return;
    }
    to.by_language.set(lang_, Translation{std::move(it->second.text), state_});
  }

  void optional_text(std::optional<LocalizedText>& to, std::optional<LocalizedText>& from, const std::string& what) {
    if (to.has_value() != from.has_value())
      return differ(what + (to ? " is missing here but given in " + base_ : " is given here but not in " + base_));
    if (to) text(*to, *from, what);
  }

  // The explanation is optional per language until the quiz is made (imported_quiz settles a partial one); an empty
  // general feedback gives none.
  void explanation() {
    if (!from_.explanation) return;
    const auto given = from_.explanation->by_language.find(lang_);
    if (given == from_.explanation->by_language.end() ||
        std::all_of(given->second.text.source.begin(), given->second.text.source.end(),
                    [](unsigned char c) { return std::isspace(c) != 0; }))
      return;
    if (!into_.explanation) into_.explanation.emplace();
    text(*into_.explanation, *from_.explanation, "the explanation");
  }

  void choices(std::vector<Choice>& to, std::vector<Choice>& from) {
    if (to.size() != from.size())
      return differ(std::to_string(from.size()) + " options here, " + std::to_string(to.size()) + " in " + base_);
    for (std::size_t i = 0; i < to.size(); ++i) {
      const std::string what = "option " + std::to_string(i + 1);
      if (to[i].correct != from[i].correct)
        differ(what + (from[i].correct ? " is right here but wrong" : " is wrong here but right") + " in " + base_);
      text(to[i].text, from[i].text, what);
      optional_text(to[i].feedback, from[i].feedback, "the feedback of " + what);
    }
  }

  void merge_body(SingleChoice& to, SingleChoice& from) { choices(to.choices, from.choices); }

  void merge_body(MultipleResponse& to, MultipleResponse& from) {
    if (to.partial_credit != from.partial_credit) differ("its scoring of partly right answers differs");
    choices(to.choices, from.choices);
  }

  void merge_body(TrueFalse& to, TrueFalse& from) {
    if (to.answer != from.answer)
      differ(std::string("the right answer is ") + (from.answer ? "true" : "false") + " here");
    optional_text(to.feedback_true, from.feedback_true, "the feedback for true");
    optional_text(to.feedback_false, from.feedback_false, "the feedback for false");
  }

  void merge_body(ShortAnswer& to, ShortAnswer& from) {
    if (to.case_sensitive != from.case_sensitive) differ("its case sensitivity differs");
    const auto it = from.accepted.find(lang_);
    if (it == from.accepted.end()) return differ("no accepted answers in \"" + lang_ + "\"");
    if (&to != &from) to.accepted[lang_] = std::move(it->second);
  }

  void merge_body(Numerical& to, Numerical& from) {
    const auto [low, high] = accepted_interval(to.accepted);
    const auto [from_low, from_high] = accepted_interval(from.accepted);
    if (!nearly_equal(low, from_low) || !nearly_equal(high, from_high))
      differ("its accepted number differs from " + base_);
  }

  void merge_body(Matching& to, Matching& from) {
    if (to.pairs.size() != from.pairs.size() || to.distractors.size() != from.distractors.size())
      return differ(std::to_string(from.pairs.size()) + " pairs and " + std::to_string(from.distractors.size()) +
                    " extra answers here, " + std::to_string(to.pairs.size()) + " and " +
                    std::to_string(to.distractors.size()) + " in " + base_);
    for (std::size_t i = 0; i < to.pairs.size(); ++i) {
      text(to.pairs[i].prompt, from.pairs[i].prompt, "prompt " + std::to_string(i + 1));
      text(to.pairs[i].answer, from.pairs[i].answer, "answer " + std::to_string(i + 1));
    }
    for (std::size_t i = 0; i < to.distractors.size(); ++i)
      text(to.distractors[i].answer, from.distractors[i].answer, "extra answer " + std::to_string(i + 1));
  }

  void merge_body(Essay& to, Essay& from) { optional_text(to.grader_info, from.grader_info, "the grader information"); }

  // A description is its title and text alone, both merged above.
  void merge_body(Description&, Description&) {}

  void merge_body(Ordering& to, Ordering& from) {
    if (to.credit != from.credit) differ("its scoring of partly right orders differs");
    if (to.items.size() != from.items.size())
      return differ(std::to_string(from.items.size()) + " items here, " + std::to_string(to.items.size()) + " in " +
                    base_);
    for (std::size_t i = 0; i < to.items.size(); ++i)
      text(to.items[i].text, from.items[i].text, "item " + std::to_string(i + 1));
  }

  void merge_body(Cloze& to, Cloze& from) {
    if (to.gaps.size() != from.gaps.size())
      return differ(std::to_string(from.gaps.size()) + " gaps here, " + std::to_string(to.gaps.size()) + " in " +
                    base_);
    for (std::size_t i = 0; i < to.gaps.size(); ++i)
      merge_gap(to.gaps[i], same_gap(to.gaps[i], from, i), "gap " + std::to_string(i + 1));
  }

  // The gap of `from` with the id of `gap`, else the one in its place (formats without gap ids number them in the
  // text's order).
  static Gap& same_gap(const Gap& gap, Cloze& from, std::size_t place) {
    const auto same = std::find_if(from.gaps.begin(), from.gaps.end(), [&](const Gap& g) { return g.id == gap.id; });
    return same != from.gaps.end() ? *same : from.gaps[place];
  }

  void merge_gap(Gap& to, Gap& from, const std::string& what) {
    if (to.accepts.index() != from.accepts.index()) return differ(what + "'s kind differs from " + base_);
    optional_text(to.feedback, from.feedback, what + "'s feedback");
    if (auto* t = std::get_if<TextGap>(&to.accepts)) {
      auto& f = std::get<TextGap>(from.accepts);
      if (t->case_sensitive != f.case_sensitive) differ(what + "'s case sensitivity differs");
      const auto it = f.accepted.find(lang_);
      if (it == f.accepted.end()) return differ(what + " has no accepted answers in \"" + lang_ + "\"");
      if (t != &f) t->accepted[lang_] = std::move(it->second);
    } else if (auto* n = std::get_if<NumberGap>(&to.accepts)) {
      const auto [low, high] = accepted_interval(n->accepted);
      const auto [from_low, from_high] = accepted_interval(std::get<NumberGap>(from.accepts).accepted);
      if (!nearly_equal(low, from_low) || !nearly_equal(high, from_high))
        differ(what + "'s accepted number differs from " + base_);
    } else {
      auto& options = std::get<ChoiceGap>(to.accepts).options;
      auto& from_options = std::get<ChoiceGap>(from.accepts).options;
      if (options.size() != from_options.size()) return differ(what + "'s options differ in number from " + base_);
      for (std::size_t k = 0; k < options.size(); ++k)
        text(options[k].text, from_options[k].text, what + "'s option " + std::to_string(k + 1));
    }
  }

  Question& into_;
  Question& from_;
  const LanguageTag& lang_;
  TranslationState state_;
  Diagnostics& errors_;
  std::string base_;
  bool ok_ = true;
};

}  // namespace

bool merge_question(Question& into, Question&& from, const LanguageTag& lang, TranslationState state,
                    Diagnostics& errors, const std::string& base) {
  return QuestionMerger(into, from, lang, state, errors, base).run();
}

void set_state(Question& question, const LanguageTag& lang, TranslationState state) {
  Diagnostics unused;
  QuestionMerger(question, question, lang, state, unused, "").run();
}

}  // namespace quizpack
