// Numbers as the shortest decimal text that reads back as the same double.
#include "text/number_text.hpp"

#include <charconv>
#include <cmath>
#include <cstdlib>

namespace quizpack {

std::string number_text(double value, NegativeZero negative_zero) {
  if (value == 0 && negative_zero == NegativeZero::as_zero) return "0";
  char buffer[64];
  const auto result = std::to_chars(buffer, buffer + sizeof buffer, value);
  return std::string(buffer, result.ptr);
}

std::string plain_decimal_text(double value) {
  if (value == 0 || !std::isfinite(value)) return number_text(value, NegativeZero::as_zero);
  char buffer[64];
  const auto result = std::to_chars(buffer, buffer + sizeof buffer, std::fabs(value), std::chars_format::scientific);
  const std::string scientific(buffer, result.ptr);  // d[.ddd]e±XX
  const auto e = scientific.find('e');
  std::string digits = scientific.substr(0, e);
  if (digits.size() > 1) digits.erase(1, 1);
  const long point = 1 + std::strtol(scientific.c_str() + e + 1, nullptr, 10);
  const auto count = static_cast<long>(digits.size());
  std::string text;
  if (point <= 0)
    text = "0." + std::string(static_cast<std::size_t>(-point), '0') + digits;
  else if (point >= count)
    text = digits + std::string(static_cast<std::size_t>(point - count), '0');
  else
    text = digits.substr(0, static_cast<std::size_t>(point)) + "." + digits.substr(static_cast<std::size_t>(point));
  return value < 0 ? "-" + text : text;
}

}  // namespace quizpack
