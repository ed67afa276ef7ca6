// Stops the fuzzer on a broken invariant, after printing what broke and the input's context.
#pragma once

#include <string>

namespace quizpack::fuzz {

// Prints "quizpack fuzz finding: <what>" and traps, so libFuzzer records the input as a crash.
[[noreturn]] void finding(const std::string& what);

}  // namespace quizpack::fuzz
