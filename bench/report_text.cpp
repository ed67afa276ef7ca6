// printf into a string, and the PASS or MISS wording of the targets.
#include "report_text.hpp"

#include <cstdarg>
#include <cstdio>

namespace quizpack::bench {

std::string printf_string(const char* format, ...) {
  char buffer[512];
  va_list args;
  va_start(args, format);
  std::vsnprintf(buffer, sizeof buffer, format, args);
  va_end(args);
  return buffer;
}

std::string verdict(double value, double limit) {
  if (value <= limit) return "PASS";
  return printf_string("MISS (%.0f%% over)", (value / limit - 1) * 100);
}

}  // namespace quizpack::bench
