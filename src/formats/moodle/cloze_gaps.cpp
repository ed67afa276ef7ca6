// Maps the bank's gaps onto Moodle's SHORTANSWER(_C), NUMERICAL and MULTICHOICE sub-questions.
#include "formats/moodle/cloze_gaps.hpp"

#include <algorithm>
#include <cmath>
#include <optional>

#include "formats/moodle/moodle_names.hpp"
#include "formats/moodle/moodle_tolerance.hpp"
#include "model/overloaded.hpp"
#include "text/number_text.hpp"
#include "text/plain_text.hpp"

namespace quizpack {
namespace {

bool whole(double value) { return std::fabs(value - std::round(value)) < 1e-9; }

// A catch-all alternative carrying the gap's feedback to every answer the others miss.
EmbeddedAlternative any_other_answer(const std::string& feedback) {
  EmbeddedAlternative alt;
  alt.answer = "*";
  alt.feedback = feedback;
  return alt;
}

void text_gap(const TextGap& gap, const std::vector<LanguageTag>& languages, const std::string& feedback,
              EmbeddedAnswer& out, std::vector<std::string>& problems) {
  out.kind = EmbeddedKind::short_answer;
  out.case_sensitive = gap.case_sensitive;
  std::vector<std::string> all;
  std::optional<std::vector<std::string>> first;
  bool differ = false;
  for (const auto& lang : languages) {
    const auto found = gap.accepted.find(lang);
    const std::vector<std::string> here = found == gap.accepted.end() ? std::vector<std::string>{} : found->second;
    if (here.empty()) problems.push_back("no accepted answer in " + lang);
    if (!first)
      first = here;
    else if (here != *first)
      differ = true;
    for (const auto& accepted : here)
      if (std::find(all.begin(), all.end(), accepted) == all.end()) all.push_back(accepted);
  }
  if (differ)
    problems.emplace_back(
        "the languages accept different answers; a Moodle sub-question has one list, so each language accepts all");
  for (const auto& accepted : all) {
    EmbeddedAlternative alt;
    alt.fraction = 1;
    alt.answer = moodle_short_answer(accepted);
    alt.feedback = feedback;
    out.alternatives.push_back(std::move(alt));
  }
  if (!feedback.empty()) out.alternatives.push_back(any_other_answer(feedback));
}

void number_gap(const NumberGap& gap, const std::string& feedback, EmbeddedAnswer& out,
                std::vector<std::string>& problems) {
  out.kind = EmbeddedKind::numerical;
  EmbeddedAlternative alt;
  alt.fraction = 1;
  double value = 0, tolerance = 0;
  if (const auto* t = std::get_if<Tolerance>(&gap.accepted)) {
    value = t->value;
    tolerance = t->tolerance;
  } else {
    const auto& r = std::get<Range>(gap.accepted);
    value = r.low + (r.high - r.low) / 2;
    tolerance = (r.high - r.low) / 2;
    if (value - tolerance != r.low || value + tolerance != r.high)
      problems.push_back("the range " + number_text(r.low) + " to " + number_text(r.high) +
                         " is written as its midpoint with a tolerance, whose ends round to " +
                         number_text(value - tolerance) + " and " + number_text(value + tolerance));
  }
  if (moodle_tolerance_widens(value, value - tolerance, value + tolerance))
    problems.emplace_back(kMoodleToleranceMessage);
  alt.number = value;
  alt.tolerance = tolerance;
  alt.answer = number_text(value);
  alt.feedback = feedback;
  out.alternatives.push_back(std::move(alt));
  if (!feedback.empty()) out.alternatives.push_back(any_other_answer(feedback));
}

void choice_gap(const ChoiceGap& gap, const std::vector<LanguageTag>& languages, const GapRendering& render,
                const std::string& feedback, EmbeddedAnswer& out, std::vector<std::string>& problems) {
  out.kind = EmbeddedKind::multichoice;
  out.layout = EmbeddedLayout::dropdown;
  for (const auto& option : gap.options) {
    for (const auto& lang : languages)
      if (!is_plain(option.text.in(lang))) {
        problems.push_back("option " + option.id + ": a drop-down shows plain text; its markup is dropped");
        break;
      }
    EmbeddedAlternative alt;
    alt.fraction = option.correct ? 1 : 0;
    alt.answer = render.option(option.text);
    alt.feedback = feedback;
    out.alternatives.push_back(std::move(alt));
  }
}

}  // namespace

GapWeights gap_weights(const Cloze& cloze) {
  GapWeights out;
  int factor = 0;
  for (int m = 1; m <= 100 && factor == 0; ++m) {
    bool all = true;
    for (const auto& gap : cloze.gaps) all = all && whole(gap.points * m);
    if (all) factor = m;
  }
  std::string points;
  for (const auto& gap : cloze.gaps) points += (points.empty() ? "" : ", ") + number_text(gap.points);
  if (factor == 0) {
    for (const auto& gap : cloze.gaps) out.weights.push_back(std::round(gap.points));
    std::string weights;
    for (double w : out.weights) weights += (weights.empty() ? "" : ", ") + number_text(w);
    out.problem =
        "the gaps' points (" + points + ") cannot be kept: Moodle's weights are whole numbers, rounded to " + weights;
    return out;
  }
  for (const auto& gap : cloze.gaps) out.weights.push_back(std::round(gap.points * factor));
  if (factor > 1)
    out.problem = "the gaps' points (" + points + ") are written as whole weights " + std::to_string(factor) +
                  " times as large: the proportions are kept, and Moodle marks the question out of " +
                  std::to_string(factor) + " times its points unless the quiz sets its mark";
  return out;
}

EmbeddedAnswer embedded_answer(const Gap& gap, const std::vector<LanguageTag>& languages, double weight,
                               const GapRendering& render, std::vector<std::string>& problems) {
  EmbeddedAnswer out;
  out.weight = weight;
  const std::string feedback = gap.feedback ? render.feedback(*gap.feedback) : std::string();
  std::vector<std::string> found;
  std::visit(Overloaded{
                 [&](const TextGap& g) { text_gap(g, languages, feedback, out, found); },
                 [&](const NumberGap& g) { number_gap(g, feedback, out, found); },
                 [&](const ChoiceGap& g) { choice_gap(g, languages, render, feedback, out, found); },
             },
             gap.accepts);
  for (auto& p : found) problems.push_back("gap " + gap.id + ": " + p);
  return out;
}

}  // namespace quizpack
