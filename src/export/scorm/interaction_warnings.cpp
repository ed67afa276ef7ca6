// Warnings for questions whose SCORM interaction records differ from the bank.
#include "export/scorm/interaction_warnings.hpp"

#include <algorithm>
#include <optional>
#include <utility>
#include <variant>

#include "model/overloaded.hpp"
#include "text/number_text.hpp"
#include "text/utf8.hpp"

namespace quizpack {
namespace {

// SCORM 1.2 (CMIFeedback, CMIIdentifier) keeps at most 255 characters of a response or pattern.
constexpr std::size_t kScorm12Characters = 255;

// The player records choices by letter up to this many options (kinds.js LETTERS), by id beyond.
constexpr std::size_t kScorm12Letters = 36;

std::size_t characters(std::string_view text) {
  std::size_t n = 0;
  for (std::size_t i = 0; i < text.size(); i += std::max<std::size_t>(1, utf8_sequence_length(text, i))) ++n;
  return n;
}

// The first accepted answer in `lang` longer than SCORM 1.2 records, or null.
const std::string* too_long_answer(const ShortAnswer& body, const LanguageTag& lang) {
  const auto it = body.accepted.find(lang);
  if (it == body.accepted.end()) return nullptr;
  for (const auto& answer : it->second)
    if (characters(answer) > kScorm12Characters) return &answer;
  return nullptr;
}

// The ids of the correct choices joined as the player records them beyond kScorm12Letters options.
std::string correct_ids(const std::vector<Choice>& choices) {
  std::string out;
  for (const auto& c : choices)
    if (c.correct) out += (out.empty() ? "" : ",") + c.id;
  return out;
}

// A SCORM 1.2 warning for what its 255 characters cannot hold of `question` in `lang`, if anything.
std::optional<Diagnostic> scorm12_length(const Question& question, const LanguageTag& lang) {
  std::string what;
  if (const auto* short_answer = std::get_if<ShortAnswer>(&question.body)) {
    if (const std::string* answer = too_long_answer(*short_answer, lang))
      what = "the accepted answer of " + std::to_string(characters(*answer)) + " characters";
  } else if (const auto* ordering = std::get_if<Ordering>(&question.body)) {
    std::string ids;
    for (const auto& item : ordering->items) ids += (ids.empty() ? "" : ",") + item.id;
    if (ordering->items.size() > kScorm12Letters && characters(ids) > kScorm12Characters)
      what = "the correct order (its items' ids, " + std::to_string(characters(ids)) + " characters)";
  } else {
    const std::vector<Choice>* choices = nullptr;
    if (const auto* single = std::get_if<SingleChoice>(&question.body)) choices = &single->choices;
    if (const auto* multiple = std::get_if<MultipleResponse>(&question.body)) choices = &multiple->choices;
    if (choices != nullptr && choices->size() > kScorm12Letters &&
        characters(correct_ids(*choices)) > kScorm12Characters)
      what = "the correct response (its options' ids, " + std::to_string(characters(correct_ids(*choices))) +
             " characters)";
  }
  if (what.empty()) return std::nullopt;
  return warning("scorm12-length-limit",
                 "question " + question.id + ": " + what +
                     " is longer than the 255 characters SCORM 1.2 records; the package records it shortened "
                     "to 255 (the player still scores the whole answer)",
                 question.location);
}

// The accepted interval's two ends.
std::pair<double, double> accepted_bounds(const Numerical& body) {
  return std::visit(Overloaded{[](const Tolerance& t) {
                                 return std::pair{t.value - t.tolerance, t.value + t.tolerance};
                               },
                               [](const Range& r) {
                                 return std::pair{r.low, r.high};
                               }},
                    body.accepted);
}

}  // namespace

bool fits_scorm2004_real(double value) {
  const std::string text = plain_decimal_text(value);
  const std::size_t start = text.front() == '-' ? 1 : 0;
  const std::size_t point = text.find('.');
  const std::size_t integer_digits = (point == std::string::npos ? text.size() : point) - start;
  const std::size_t fraction_digits = point == std::string::npos ? 0 : text.size() - point - 1;
  return integer_digits <= 10 && fraction_digits <= 18;
}

Diagnostics interaction_warnings(const Quiz& quiz, const LanguageTag& lang, ScormVersion version) {
  Diagnostics warnings;
  for (const auto& question : quiz.questions) {
    if (version == ScormVersion::V12)
      if (auto too_long = scorm12_length(question, lang)) warnings.push_back(std::move(*too_long));
    if (std::holds_alternative<Essay>(question.body)) {
      warnings.push_back(warning("scorm-essay-pending",
                                 "question " + question.id +
                                     ": an essay awaits a grader; the package counts its points (" +
                                     number_text(question.points) +
                                     ") as not yet earned and, while they could decide the pass, reports SCORM "
                                     "2004 success as unknown (1.2: completed)",
                                 question.location));
      continue;
    }
    if (version != ScormVersion::V2004) continue;
    const auto* numerical = std::get_if<Numerical>(&question.body);
    if (numerical == nullptr) continue;
    const auto [low, high] = accepted_bounds(*numerical);
    if (fits_scorm2004_real(low) && fits_scorm2004_real(high)) continue;
    warnings.push_back(warning("scorm2004-numeric-as-other",
                               "question " + question.id +
                                   ": its accepted numbers need more than SCORM 2004's real(10,7) digits (10 "
                                   "before the point, 18 after); the player records its interaction as type "
                                   "'other' with the numbers as text",
                               question.location));
  }
  return warnings;
}

}  // namespace quizpack
