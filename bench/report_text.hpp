// Small text helpers of the benchmark reports: printf into a string, and PASS or MISS against a limit.
#pragma once

#include <string>

namespace quizpack::bench {

std::string printf_string(const char* format, ...) __attribute__((format(printf, 1, 2)));

// "PASS" or "MISS (x% over)" for a value that must not exceed its limit.
std::string verdict(double value, double limit);

}  // namespace quizpack::bench
