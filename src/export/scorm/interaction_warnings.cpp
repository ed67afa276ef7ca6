// Warnings for questions whose SCORM interaction records differ from the bank.
#include "export/scorm/interaction_warnings.hpp"

#include <utility>
#include <variant>

#include "model/overloaded.hpp"
#include "text/number_text.hpp"

namespace quizpack {
namespace {

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

Diagnostics interaction_warnings(const Quiz& quiz, ScormVersion version) {
  Diagnostics warnings;
  for (const auto& question : quiz.questions) {
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
