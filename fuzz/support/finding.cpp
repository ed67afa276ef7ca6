// Stops the fuzzer on a broken invariant.
#include "support/finding.hpp"

#include <cstdio>

namespace quizpack::fuzz {

void finding(const std::string& what) {
  std::fprintf(stderr, "quizpack fuzz finding: %s\n", what.c_str());
  std::fflush(stderr);
  __builtin_trap();
}

}  // namespace quizpack::fuzz
