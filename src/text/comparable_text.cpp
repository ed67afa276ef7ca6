// Texts as the bank compares options and accepted answers: case and runs of white space ignored.
#include "text/comparable_text.hpp"

#include <cctype>

#include "text/whitespace.hpp"

namespace quizpack {

std::string comparable_text(std::string_view text) {
  std::string out;
  bool space = false;
  for (const char c : text) {
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

}  // namespace quizpack
