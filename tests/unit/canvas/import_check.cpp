// Test-only: checks that what Canvas's importer would read from a package carries the bank's values.
#include "import_check.hpp"

#include <algorithm>
#include <cmath>
#include <set>
#include <sstream>

#include "canvas_importer.hpp"
#include "model/overloaded.hpp"
#include "text/plain_text.hpp"

namespace quizpack::test {
namespace {

std::string replace_all(std::string s, const std::string& from, const std::string& to) {
  for (std::size_t at = s.find(from); at != std::string::npos; at = s.find(from, at + to.size()))
    s.replace(at, from.size(), to);
  return s;
}

class Checker {
 public:
  Checker(const LanguageTag& lang, std::ostringstream& out) : lang_(lang), out_(out) {}

  void check(const Question& q, const ImportedQuestion& got) {
    question_ = &q;
    expect(got.points_possible == q.points, "points " + std::to_string(got.points_possible));
    expect(!got.neutral_comments.empty() == (q.explanation && !renders_nothing(q.explanation->in(lang_))),
           "explanation");
    if (!got.neutral_comments.empty() && q.explanation)
      expect(visible_text(got.neutral_comments) == same(*q.explanation), "explanation " + got.neutral_comments);
    std::visit(Overloaded{
                   [&](const SingleChoice& k) { choices(k.choices, got, "multiple_choice_question"); },
                   [&](const MultipleResponse& k) { choices(k.choices, got, "multiple_answers_question"); },
                   [&](const TrueFalse& k) { true_false(k, got); },
                   [&](const ShortAnswer& k) { short_answer(k, got); },
                   [&](const Numerical& k) { numerical(k, got); },
                   [&](const Matching& k) { matching(k, got); },
                   [&](const Essay&) { expect(got.question_type == "essay_question", got.question_type); },
                   [&](const Ordering&) { expect(false, "an ordering question was written: " + got.question_type); },
                   [&](const Cloze& k) { cloze(k, got); },
                   [&](const Description&) {
                     expect(got.question_type == "text_only_question", got.question_type);
                     expect(got.points_possible == 0, "a description worth points");
                   },
               },
               q.body);
  }

 private:
  const LanguageTag& lang_;
  std::ostringstream& out_;
  const Question* question_ = nullptr;

  void expect(bool ok, const std::string& what) {
    if (!ok) out_ << question_->id << " (" << lang_ << "): " << what << "\n";
  }

  static std::string shown(const ImportedAnswer& a) { return a.html ? visible_text(a.text) : squeezed(a.text); }

  // The text as Canvas shows it: display formulas between $$ $$, the delimiters the Canvas writer uses.
  std::string same(const LocalizedText& text) const {
    return squeezed(replace_all(replace_all(plain_text(text.in(lang_)), "\\[", "$$"), "\\]", "$$"));
  }

  void choices(const std::vector<Choice>& bank, const ImportedQuestion& got, const char* type) {
    expect(got.question_type == type, got.question_type);
    expect(got.answers.size() == bank.size(), "answer count");
    for (std::size_t i = 0; i < std::min(bank.size(), got.answers.size()); ++i) {
      const ImportedAnswer& a = got.answers[i];
      expect(shown(a) == same(bank[i].text), "answer text " + a.text);
      expect(a.weight == (bank[i].correct ? 100 : 0), "weight of " + a.text);
      const std::string feedback = bank[i].feedback ? same(*bank[i].feedback) : "";
      expect(visible_text(a.comments) == feedback, "comments of " + a.text);
    }
  }

  void true_false(const TrueFalse& k, const ImportedQuestion& got) {
    expect(got.question_type == "true_false_question", got.question_type);
    if (got.answers.size() != 2) return expect(false, "two answers");
    expect(got.answers[0].text == "True" && got.answers[1].text == "False", "labels");
    expect(got.answers[0].weight == (k.answer ? 100 : 0) && got.answers[1].weight == (k.answer ? 0 : 100), "weights");
    expect(visible_text(got.answers[0].comments) == (k.feedback_true ? same(*k.feedback_true) : ""), "feedback true");
    expect(visible_text(got.answers[1].comments) == (k.feedback_false ? same(*k.feedback_false) : ""),
           "feedback false");
  }

  void short_answer(const ShortAnswer& k, const ImportedQuestion& got) {
    expect(got.question_type == "short_answer_question", got.question_type);
    const auto found = k.accepted.find(lang_);
    const auto& bank = found != k.accepted.end() ? found->second : k.accepted.begin()->second;
    std::vector<std::string> texts;
    std::set<long> ids;
    for (const auto& a : got.answers) {
      texts.push_back(a.text);
      ids.insert(a.id);
      expect(a.weight == 100, "weight of " + a.text);
    }
    expect(texts == bank, "accepted answers");
    expect(ids.size() == got.answers.size() && !ids.count(0), "answer ids");
  }

  void numerical(const Numerical& k, const ImportedQuestion& got) {
    expect(got.question_type == "numerical_question", got.question_type);
    if (got.answers.size() != 1) return expect(false, "one answer");
    const ImportedAnswer& a = got.answers[0];
    std::visit(Overloaded{[&](const Tolerance& t) {
                            expect(a.numerical_type == "exact_answer", a.numerical_type);
                            expect(a.exact == t.value, "exact value");
                            // The margin is the upper bound minus the value, so it carries the bounds' rounding
                            // (relative 1e-12).
                            expect(std::fabs(a.margin - t.tolerance) <= 1e-12 * std::max(1.0, std::fabs(t.value)),
                                   "margin");
                          },
                          [&](const Range& r) {
                            expect(a.numerical_type == "range_answer", a.numerical_type);
                            expect(a.start == r.low && a.end == r.high, "range");
                          }},
               k.accepted);
  }

  // Each gap a blank of its id holding the gap's accepted answers (all right) or options (the correct one right).
  void cloze(const Cloze& k, const ImportedQuestion& got) {
    const bool dropdowns = std::holds_alternative<ChoiceGap>(k.gaps.front().accepts);
    expect(got.question_type == (dropdowns ? "multiple_dropdowns_question" : "fill_in_multiple_blanks_question"),
           got.question_type);
    std::vector<std::string> want, have;
    for (const auto& gap : k.gaps) {
      if (const auto* text = std::get_if<TextGap>(&gap.accepts)) {
        const auto found = text->accepted.find(lang_);
        for (const auto& a : found != text->accepted.end() ? found->second : text->accepted.begin()->second)
          want.push_back(gap.id + " " + a + " 100");
      } else {
        for (const auto& o : std::get<ChoiceGap>(gap.accepts).options)
          want.push_back(gap.id + " " + same(o.text) + (o.correct ? " 100" : " 0"));
      }
      expect(got.question_text.find("[" + gap.id + "]") != std::string::npos, "blank [" + gap.id + "] in the text");
    }
    std::set<long> ids;
    for (const auto& a : got.answers) {
      have.push_back(a.blank_id + " " + shown(a) + " " + std::to_string(a.weight));
      ids.insert(a.id);
    }
    expect(have == want, "blanks and answers");
    expect(ids.size() == got.answers.size() && !ids.count(0), "answer ids");
  }

  void matching(const Matching& k, const ImportedQuestion& got) {
    expect(got.question_type == "matching_question", got.question_type);
    const auto own = static_cast<std::size_t>(std::count_if(k.pairs.begin(), k.pairs.end(), owns_answer));
    expect(got.matches.size() == own + k.distractors.size(), "match count");
    std::set<long> match_ids, answer_ids;
    for (const auto& m : got.matches) match_ids.insert(m.match_id);
    expect(match_ids.size() == got.matches.size(), "distinct match ids");
    if (got.answers.size() != k.pairs.size()) return expect(false, "answer count");
    for (std::size_t i = 0; i < k.pairs.size(); ++i) {
      const ImportedAnswer& a = got.answers[i];
      answer_ids.insert(a.id);
      expect(shown(a) == same(k.pairs[i].prompt), "prompt " + a.text);
      const auto match = std::find_if(got.matches.begin(), got.matches.end(),
                                      [&](const ImportedMatch& m) { return m.match_id == a.match_id; });
      expect(match != got.matches.end() && match->text == plain_text(k.pairs[i].answer.in(lang_)),
             "match of " + a.text);
    }
    for (std::size_t d = 0; d < k.distractors.size(); ++d)
      expect(got.matches[own + d].text == plain_text(k.distractors[d].answer.in(lang_)), "distractor");
    expect(answer_ids.size() == k.pairs.size() && !answer_ids.count(0), "answer ids");
  }
};

// Whether a cloze question's gaps are all text or all choice gaps, the forms Canvas has.
bool one_gap_kind(const Question& q) {
  const auto& gaps = std::get<Cloze>(q.body).gaps;
  const auto kind_of = [](const Gap& g) { return g.accepts.index(); };
  return !std::holds_alternative<NumberGap>(gaps.front().accepts) &&
         std::all_of(gaps.begin(), gaps.end(), [&](const Gap& g) { return kind_of(g) == kind_of(gaps.front()); });
}

}  // namespace

std::string visible_text(const std::string& html) {
  std::string text;
  bool in_tag = false;
  for (char c : html) {
    if (c == '<') in_tag = true;
    if (!in_tag) text += c;
    if (c == '>') in_tag = false;
  }
  text = replace_all(replace_all(replace_all(text, "&lt;", "<"), "&gt;", ">"), "&quot;", "\"");
  return squeezed(replace_all(replace_all(text, "&#39;", "'"), "&amp;", "&"));
}

std::string squeezed(const std::string& text) {
  std::string out;
  for (char c : text) {
    const bool space = c == ' ' || c == '\n' || c == '\t' || c == '\r';
    if (space && (out.empty() || out.back() == ' ')) continue;
    out += space ? ' ' : c;
  }
  while (!out.empty() && out.back() == ' ') out.pop_back();
  return out;
}

std::string import_differences(const Quiz& quiz, const LanguageTag& lang, const std::string& assessment_xml) {
  std::ostringstream out;
  const std::vector<ImportedQuestion> imported = import_canvas_assessment(assessment_xml);
  std::vector<const Question*> written;  // the writer leaves out ordering questions and cloze mixing gap kinds
  for (const auto& q : quiz.questions)
    if (!std::holds_alternative<Ordering>(q.body) && !(std::holds_alternative<Cloze>(q.body) && !one_gap_kind(q)))
      written.push_back(&q);
  if (imported.size() != written.size()) return "question count " + std::to_string(imported.size());
  Checker checker(lang, out);
  for (std::size_t i = 0; i < imported.size(); ++i) checker.check(*written[i], imported[i]);
  return out.str();
}

}  // namespace quizpack::test
