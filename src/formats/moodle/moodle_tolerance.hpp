// Moodle's numerical grading widens every tolerance by 1e-14 × max(1, |answer|) (question/type/numerical).
#pragma once

#include <algorithm>
#include <cmath>

namespace quizpack {

inline constexpr const char* kMoodleToleranceMessage =
    "Moodle widens every numerical tolerance by 1e-14 × max(1, |answer|), which is not negligible for numbers "
    "this small: it accepts answers outside the bank's interval";

// Whether Moodle's extra tolerance around `value` matters for an interval whose ends are `low` and `high`:
// more than a billionth of the numbers' own size.
inline bool moodle_tolerance_widens(double value, double low, double high) {
  const double slack = 1e-14 * std::max(1.0, std::fabs(value));
  return slack > 1e-9 * std::max(std::fabs(low), std::fabs(high));
}

}  // namespace quizpack
