// Accepted short answers as the bank compares them: a list holds no two that read the same.
#pragma once

#include <string>
#include <vector>

namespace quizpack {

// Adds `answer` to `list` unless it is blank or reads as one already there, as the bank's duplicate-option rule
// compares them: exactly when `case_sensitive`, else with runs of white space as one space and ASCII case
// ignored.
// Returns whether it was added.
bool add_accepted(std::vector<std::string>& list, const std::string& answer, bool case_sensitive);

}  // namespace quizpack
