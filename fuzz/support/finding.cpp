// Stops the fuzzer on a broken invariant, unless the finding is on the ignore list.
#include "support/finding.hpp"

#include <cstdio>
#include <cstdlib>
#include <sstream>
#include <vector>

namespace quizpack::fuzz {
namespace {

const std::vector<std::string>& ignored() {
  static const std::vector<std::string> list = [] {
    std::vector<std::string> out;
    const char* env = std::getenv("QUIZPACK_FUZZ_IGNORE");
    std::stringstream parts(env ? env : "");
    for (std::string part; std::getline(parts, part, '|');)
      if (!part.empty()) out.push_back(part);
    return out;
  }();
  return list;
}

}  // namespace

void finding(const std::string& what) {
  for (const auto& known : ignored())
    if (what.find(known) != std::string::npos) {
      std::fprintf(stderr, "quizpack fuzz finding ignored: %.200s\n", what.c_str());
      throw IgnoredFinding{what};
    }
  std::fprintf(stderr, "quizpack fuzz finding: %s\n", what.c_str());
  std::fflush(stderr);
  __builtin_trap();
}

}  // namespace quizpack::fuzz
