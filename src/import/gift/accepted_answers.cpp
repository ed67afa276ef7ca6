// Accepted short answers as the bank compares them.
#include "import/gift/accepted_answers.hpp"

#include <algorithm>
#include <cctype>

#include "text/whitespace.hpp"

namespace quizpack {
namespace {

// `text` as the bank compares accepted answers: as it is when `case_sensitive`, else with runs of white space
// as one space, none at either end, and ASCII letters lowered.
std::string comparable(const std::string& text, bool case_sensitive) {
  if (case_sensitive) return text;
  std::string out;
  bool space = false;
  for (char c : text) {
    if (is_space(c)) {
      space = !out.empty();
      continue;
    }
    if (space) out += ' ';
    space = false;
    out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  }
  return out;
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
