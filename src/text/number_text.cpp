// Numbers as the shortest decimal text that reads back as the same double.
#include "text/number_text.hpp"

#include <charconv>

namespace quizpack {

std::string number_text(double value, NegativeZero negative_zero) {
  if (value == 0 && negative_zero == NegativeZero::as_zero) return "0";
  char buffer[64];
  const auto result = std::to_chars(buffer, buffer + sizeof buffer, value);
  return std::string(buffer, result.ptr);
}

}  // namespace quizpack
