// Test-only: Moodle's grading of multichoice, truefalse, shortanswer, numerical, match, essay, ordering and
// multianswer (cloze) questions.
#include "unit/scoring/moodle_grading.hpp"

#include <algorithm>
#include <cmath>
#include <regex>
#include <stdexcept>

#include "formats/moodle/embedded_answers.hpp"

#include <unicode/normalizer2.h>
#include <unicode/unistr.h>

namespace quizpack::test {
namespace {

// NFC, then Unicode case folding when `fold` is set: shortanswer normalises both sides and matches with /iu.
std::string comparable(const std::string& text, bool fold) {
  UErrorCode status = U_ZERO_ERROR;
  icu::UnicodeString s =
      icu::Normalizer2::getNFCInstance(status)->normalize(icu::UnicodeString::fromUTF8(text), status);
  if (fold) s.foldCase();
  std::string out;
  return s.toUTF8String(out);
}

// Moodle's wildcard match: '*' matches any run of characters, '\*' a literal star; the response is trimmed.
bool wildcard_match(const std::string& response, const std::string& pattern, bool ignore_case) {
  std::string regex;
  for (std::size_t i = 0; i < pattern.size(); ++i) {
    if (pattern[i] == '\\' && i + 1 < pattern.size() && pattern[i + 1] == '*') {
      regex += "\\*";
      ++i;
    } else if (pattern[i] == '*') {
      regex += ".*";
    } else {
      if (std::string("\\^$.|?+()[]{}").find(pattern[i]) != std::string::npos) regex += '\\';
      regex += pattern[i];
    }
  }
  return std::regex_match(comparable(trimmed(response), ignore_case), std::regex(comparable(regex, ignore_case)));
}

// A number as Moodle's English answer processor reads it: ',' is a thousands separator, ASCII digits only.
bool moodle_number(std::string text, double& value) {
  text = trimmed(text);
  text.erase(std::remove(text.begin(), text.end(), ','), text.end());
  static const std::regex number(R"([+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?)");
  if (!std::regex_match(text, number)) return false;
  value = std::stod(text);
  return true;
}

double shortanswer_fraction(const MoodleQuestion& q, const std::string& response) {
  for (const auto& a : q.answers)
    if (wildcard_match(response, a.text.text, q.usecase != "1")) return a.fraction;
  return 0;
}

// Each answer's interval is widened by 1e-14 × max(1, |answer|) (qtype_numerical_answer, nominal tolerance).
double numerical_fraction(const MoodleQuestion& q, const std::string& response) {
  double given = 0;
  if (!moodle_number(response, given)) return 0;
  for (const auto& a : q.answers) {
    const double value = std::stod(a.text.text);
    const double tolerance =
        std::fabs(a.tolerance.empty() ? 0 : std::stod(a.tolerance)) + 1e-14 * std::max(1.0, std::fabs(value));
    if (given >= value - tolerance && given <= value + tolerance) return a.fraction;
  }
  return 0;
}

double match_fraction(const MoodleQuestion& q, const std::vector<std::string>& matched) {
  std::size_t right = 0, asked = 0;
  for (std::size_t i = 0; i < q.subquestions.size(); ++i) {
    if (q.subquestions[i].first.text.empty()) continue;
    ++asked;
    if (i < matched.size() && matched[i] == q.subquestions[i].second) ++right;
  }
  return asked == 0 ? 0 : static_cast<double>(right) / static_cast<double>(asked);
}

// qtype_ordering: the answers' file order is the right one; ALL_OR_NOTHING gives all only for the whole order,
// ABSOLUTE_POSITION a share for each answer in its right place.
double ordering_fraction(const MoodleQuestion& q, const std::vector<std::size_t>& ordered) {
  std::size_t right = 0;
  for (std::size_t i = 0; i < ordered.size(); ++i)
    if (ordered[i] == i) ++right;
  const auto count = static_cast<double>(q.answers.size());
  if (q.gradingtype == "ALL_OR_NOTHING") return right == q.answers.size() ? 1 : 0;
  if (q.gradingtype == "ABSOLUTE_POSITION") return static_cast<double>(right) / count;
  throw std::runtime_error("no grading for ordering's " + q.gradingtype);
}

double fraction(const MoodleQuestion& q, const MoodleResponse& r) {
  if (q.type == "ordering") return ordering_fraction(q, r.ordered);
  if (q.type == "multichoice" || q.type == "truefalse") {
    double sum = 0;
    for (const auto i : r.chosen) sum += q.answers.at(i).fraction;
    return std::clamp(sum, 0.0, 1.0);
  }
  if (q.type == "shortanswer") return shortanswer_fraction(q, r.text);
  if (q.type == "numerical") return numerical_fraction(q, r.text);
  if (q.type == "matching") return match_fraction(q, r.matched);
  if (q.type == "essay") return 0;
  throw std::runtime_error("no Moodle grading for question type " + q.type);
}

// One embedded sub-question graded as its own question type grades it: the first matching answer's fraction
// (a "*" numerical answer matches any number), a drop-down's chosen answer.
double sub_question_fraction(const EmbeddedAnswer& sub, const std::string& response) {
  if (sub.kind == EmbeddedKind::multichoice) {
    if (response.empty() || response[0] != '#') return 0;
    return sub.alternatives.at(std::stoul(response.substr(1))).fraction;
  }
  if (sub.kind == EmbeddedKind::numerical) {
    double given = 0;
    if (!moodle_number(response, given)) return 0;
    for (const auto& a : sub.alternatives) {
      if (!a.number) {
        if (a.answer == "*") return a.fraction;
        continue;
      }
      const double tolerance = a.tolerance.value_or(0) + 1e-14 * std::max(1.0, std::fabs(*a.number));
      if (given >= *a.number - tolerance && given <= *a.number + tolerance) return a.fraction;
    }
    return 0;
  }
  for (const auto& a : sub.alternatives)
    if (wildcard_match(response, a.answer, !sub.case_sensitive)) return a.fraction;
  return 0;
}

double cloze_points(const MoodleQuestion& q, const MoodleResponse& r) {
  const EmbeddedText text = read_embedded_answers(q.questiontext.text);
  double points = 0;
  for (std::size_t k = 0; k < text.answers.size(); ++k)
    points += text.answers[k].weight * sub_question_fraction(text.answers[k], k < r.gaps.size() ? r.gaps[k] : "");
  return points;
}

}  // namespace

double moodle_points(const MoodleQuestion& question, const MoodleResponse& response) {
  if (question.type == "cloze") return cloze_points(question, response);
  return fraction(question, response) * std::stod(question.defaultgrade);
}

}  // namespace quizpack::test
