// Accepted short answers as the bank compares them.
#include "import/gift/accepted_answers.hpp"

#include <algorithm>

#include "text/comparable_text.hpp"
#include "text/whitespace.hpp"

namespace quizpack {
namespace {

// `text` as the bank compares accepted answers: as it is when `case_sensitive`, else as comparable_text().
std::string comparable(const std::string& text, bool case_sensitive) {
  return case_sensitive ? text : comparable_text(text);
}

}  // namespace

bool add_accepted(std::vector<std::string>& list, const std::string& answer, bool case_sensitive) {
  const std::string key = comparable(answer, case_sensitive);
  if (std::all_of(answer.begin(), answer.end(), is_space)) return false;
  if (std::any_of(list.begin(), list.end(),
                  [&](const std::string& given) { return comparable(given, case_sensitive) == key; }))
    return false;
  list.push_back(answer);
  return true;
}

}  // namespace quizpack
