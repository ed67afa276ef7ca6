// Maps SHORTANSWER, NUMERICAL and MULTICHOICE sub-questions onto text, number and choice gaps. MULTIRESPONSE has
// no gap; partial credit, per-answer feedback, wildcards and layouts are reported where the bank differs.
#include "import/moodlexml/multianswer_gaps.hpp"

#include <cmath>

#include "formats/moodle/moodle_fractions.hpp"
#include "import/gift/accepted_answers.hpp"
#include "text/number_text.hpp"

namespace quizpack {
namespace {

bool near(double a, double b) { return std::fabs(a - b) < 1e-5; }

// Moodle short answers: "\*" is a literal asterisk, a bare "*" a wildcard.
std::string literal_short_answer(const std::string& answer, bool& wildcard) {
  std::string out;
  for (std::size_t i = 0; i < answer.size(); ++i) {
    if (answer[i] == '\\' && i + 1 < answer.size() && answer[i + 1] == '*') {
      out += '*';
      ++i;
      continue;
    }
    if (answer[i] == '*') wildcard = true;
    out += answer[i];
  }
  return out;
}

class GapReader {
 public:
  GapReader(const std::vector<LanguageTag>& languages, const HtmlToText& html_to_text, MultianswerGaps& out)
      : languages_(languages), html_to_text_(html_to_text), out_(out) {}

  // The gap for sub-question `k` (from 1), or nullopt when the question must be refused.
  std::optional<Gap> read(const EmbeddedAnswer& sub, std::size_t k) {
    gap_ = "gap g" + std::to_string(k) + " (" + sub.type_name + ")";
    Gap gap;
    gap.id = "g" + std::to_string(k);
    gap.points = sub.weight;
    if (sub.kind == EmbeddedKind::multiresponse)
      return refuse(gap_ + " lets the learner tick several answers; a gap holds one answer");
    feedback(sub, gap);
    if (sub.kind == EmbeddedKind::short_answer) return text_gap(sub, std::move(gap));
    if (sub.kind == EmbeddedKind::numerical) return number_gap(sub, std::move(gap));
    return choice_gap(sub, std::move(gap));
  }

 private:
  std::optional<Gap> refuse(const std::string& why) {
    out_.refusal = why;
    return std::nullopt;
  }

  void change(const std::string& what) { out_.changes.push_back(gap_ + ": " + what); }

  // One feedback for the gap when every answer that has one gives the same; otherwise none, reported.
  void feedback(const EmbeddedAnswer& sub, Gap& gap) {
    std::string shared;
    bool differ = false;
    for (const auto& alt : sub.alternatives) {
      if (alt.feedback.empty()) continue;
      if (shared.empty())
        shared = alt.feedback;
      else if (alt.feedback != shared)
        differ = true;
    }
    if (differ) {
      change("its answers have different feedback; the bank has one feedback per gap, so none is kept");
      return;
    }
    if (shared.empty()) return;
    for (const auto& alt : sub.alternatives)
      if (alt.feedback.empty()) {
        change("feedback given for some answers only is shown after any answer");
        break;
      }
    gap.feedback = html_to_text_(shared);
  }

  // A wrong answer, or "*" worth 0, changes nothing about the score.
  bool partial(const EmbeddedAlternative& alt, const std::string& shown) {
    if (near(alt.fraction, 1.0) || near(alt.fraction, 0.0)) return false;
    change("the answer '" + shown + "' earns " + percent_text(alt.fraction) +
           "% in Moodle; a gap has no partial credit, so it earns nothing");
    return true;
  }

  std::optional<Gap> text_gap(const EmbeddedAnswer& sub, Gap gap) {
    TextGap text;
    text.case_sensitive = sub.case_sensitive;
    std::vector<std::string> accepted;
    for (const auto& alt : sub.alternatives) {
      if (partial(alt, alt.answer) || !near(alt.fraction, 1.0)) continue;
      bool wildcard = false;
      const std::string literal = literal_short_answer(alt.answer, wildcard);
      if (wildcard) change("the answer '" + alt.answer + "' uses Moodle's * wildcard; it is kept as text");
      add_accepted(accepted, literal, sub.case_sensitive);
    }
    if (accepted.empty()) return refuse(gap_ + " has no answer worth 100%");
    if (languages_.size() > 1)
      change("a multilang file lists the answers without languages; every language accepts all of them");
    for (const auto& lang : languages_) text.accepted[lang] = accepted;
    gap.accepts = std::move(text);
    return gap;
  }

  std::optional<Gap> number_gap(const EmbeddedAnswer& sub, Gap gap) {
    std::optional<Tolerance> right;
    for (const auto& alt : sub.alternatives) {
      if (partial(alt, alt.answer) || !near(alt.fraction, 1.0)) continue;
      if (!alt.number) return refuse(gap_ + ": the right answer '" + alt.answer + "' is not a number");
      if (right) {
        change("only the first right number (" + number_text(right->value) + ") is kept, not " + alt.answer);
        continue;
      }
      right = Tolerance{*alt.number, alt.tolerance.value_or(0)};
    }
    if (!right) return refuse(gap_ + " has no number worth 100%");
    gap.accepts = NumberGap{*right};
    return gap;
  }

  std::optional<Gap> choice_gap(const EmbeddedAnswer& sub, Gap gap) {
    ChoiceGap choice;
    std::size_t right = 0;
    for (const auto& alt : sub.alternatives) {
      partial(alt, alt.answer);
      const bool correct = near(alt.fraction, 1.0);
      right += correct ? 1 : 0;
      choice.options.push_back({"o" + std::to_string(choice.options.size() + 1), html_to_text_(alt.answer), correct});
    }
    if (right != 1)
      return refuse(gap_ + " has " + std::to_string(right) + " options worth 100%; a choice gap has exactly one");
    if (sub.layout != EmbeddedLayout::dropdown)
      change(std::string("Moodle shows the options as ") +
             (sub.layout == EmbeddedLayout::vertical ? "a vertical" : "a horizontal") +
             " list of radio buttons; the bank shows a drop-down");
    gap.accepts = std::move(choice);
    return gap;
  }

  const std::vector<LanguageTag>& languages_;
  const HtmlToText& html_to_text_;
  MultianswerGaps& out_;
  std::string gap_;
};

}  // namespace

MultianswerGaps multianswer_gaps(const std::string& questiontext, const std::vector<LanguageTag>& languages,
                                 const HtmlToText& html_to_text) {
  MultianswerGaps out;
  const EmbeddedText embedded = read_embedded_answers(questiontext);
  if (embedded.gave_up) {
    out.refusal = "its text is too intricate for the search for embedded answers";
    return out;
  }
  if (embedded.answers.empty()) {
    out.refusal = "its text holds no embedded answer Moodle reads";
    return out;
  }
  Cloze cloze;
  GapReader reader(languages, html_to_text, out);
  for (std::size_t k = 1; k <= embedded.answers.size(); ++k) {
    auto gap = reader.read(embedded.answers[k - 1], k);
    if (!gap) return out;
    out.points += gap->points;
    cloze.gaps.push_back(std::move(*gap));
  }
  out.stem_html = embedded.text;
  for (std::size_t k = 1; k <= embedded.answers.size(); ++k) {
    const std::string from = "{#" + std::to_string(k) + "}";
    const std::string to = "{{g" + std::to_string(k) + "}}";
    const auto at = out.stem_html.find(from);
    if (at != std::string::npos) out.stem_html.replace(at, from.size(), to);
  }
  out.cloze = std::move(cloze);
  return out;
}

}  // namespace quizpack
