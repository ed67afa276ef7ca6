// Moodle's fixed list of answer fractions, and how a multiple-response question's scoring maps onto it.
#pragma once

#include <array>
#include <cmath>
#include <cstddef>
#include <cstdio>
#include <string>
#include <vector>

#include "model/question.hpp"

namespace quizpack {

// question_bank::fraction_options_full without the negatives and zero.
inline constexpr std::array<double, 20> kMoodleFractions = {
    1.0,       0.9, 0.8333333, 0.8, 0.75,      0.7,       0.6666667, 0.6,       0.5, 0.4,
    0.3333333, 0.3, 0.25,      0.2, 0.1666667, 0.1428571, 0.125,     0.1111111, 0.1, 0.05};

// Moodle's importer accepts a fraction within 1e-5 of a listed one (match_grade_options, 'error' mode).
inline bool is_moodle_fraction(double fraction) {
  if (std::fabs(fraction) < 1e-5) return true;
  for (double f : kMoodleFractions)
    if (std::fabs(std::fabs(fraction) - f) < 1e-5) return true;
  return false;
}

// The listed fraction nearest to `value` (value > 0).
inline double nearest_moodle_fraction(double value) {
  double best = kMoodleFractions.front();
  for (double f : kMoodleFractions)
    if (std::fabs(f - value) < std::fabs(best - value)) best = f;
  return best;
}

// A fraction as Moodle's percentage text: 0.3333333 → "33.33333", -0.5 → "-50".
inline std::string percent_text(double fraction) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.5f", fraction * 100);
  std::string text = buffer;
  while (text.back() == '0') text.pop_back();
  if (text.back() == '.') text.pop_back();
  if (text == "-0") text = "0";
  return text;
}

struct ChoiceFractions {
  std::vector<double> fractions;      // one per choice, in choice order
  std::vector<std::string> problems;  // what Moodle cannot express exactly; empty when exact
};

// Right-minus-wrong: each right choice earns 1/k, each wrong one costs 1/k (Moodle floors the sum at 0).
// All-or-nothing has no exact Moodle form: right choices earn 1/k, any wrong choice costs 100%.
inline ChoiceFractions multiple_response_fractions(const MultipleResponse& question) {
  ChoiceFractions out;
  std::size_t k = 0;
  for (const auto& c : question.choices) k += c.correct ? 1 : 0;
  if (k == 0) {
    out.fractions.assign(question.choices.size(), 0.0);
    out.problems.push_back("no right option: Moodle needs right options whose weights add up to 100%");
    return out;
  }
  const double share = 1.0 / static_cast<double>(k);
  const double nominal = nearest_moodle_fraction(share);
  std::vector<double> right(k, nominal);
  if (std::fabs(nominal - share) >= 1e-5) {
    // Spread listed fractions that add up to 100%: start below 1/k, raise some entries one step.
    double base = kMoodleFractions.back();
    for (double f : kMoodleFractions)
      if (f <= share && f > base) base = f;
    double above = base;
    for (double f : kMoodleFractions)
      if (f > base && (above == base || f < above)) above = f;
    right.assign(k, base);
    double remaining = 1.0 - base * static_cast<double>(k);
    for (auto& r : right)
      if (remaining >= above - base - 1e-9) {
        r = above;
        remaining -= above - base;
      }
    double sum = 0;
    for (double r : right) sum += r;
    std::string message = std::to_string(k) + " right options: 1/" + std::to_string(k) +
                          " is not a Moodle grade, so the right options get unequal weights";
    if (std::fabs(sum - 1.0) >= 0.005) message += " that add up to " + percent_text(sum) + "%, not 100%";
    out.problems.push_back(message);
  }
  const bool all_or_nothing = question.partial_credit == PartialCredit::AllOrNothing;
  if (all_or_nothing)
    out.problems.push_back(
        "all-or-nothing scoring has no Moodle form: each right option earns its share and any wrong option "
        "costs 100%, so an incomplete answer without wrong options still earns partial credit");
  std::size_t next_right = 0;
  for (const auto& c : question.choices)
    out.fractions.push_back(c.correct ? right[next_right++] : (all_or_nothing ? -1.0 : -nominal));
  return out;
}

}  // namespace quizpack
