// Stops the fuzzer on a broken invariant, after printing what broke and the input's context.
#pragma once

#include <string>

namespace quizpack::fuzz {

// Thrown by finding() instead of trapping when the finding is on the ignore list (see finding()).
struct IgnoredFinding {
  std::string what;
};

// Prints "quizpack fuzz finding: <what>" and traps, so libFuzzer records the input as a crash. When the
// environment variable QUIZPACK_FUZZ_IGNORE holds a '|'-separated list of texts and `what` contains one of
// them, throws IgnoredFinding instead: a known, reported finding then does not stop the search for others.
[[noreturn]] void finding(const std::string& what);

}  // namespace quizpack::fuzz
