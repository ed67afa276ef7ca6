// Test-only: compares output with a golden file byte for byte; QUIZPACK_UPDATE_GOLDEN=1 rewrites it instead.
#include "support/golden.hpp"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include "support/source_dir.hpp"

namespace quizpack::test {

std::string golden_mismatch(const std::string& relative_path, const std::string& actual) {
  const std::filesystem::path path =
      std::filesystem::path(quizpack::test::source_dir()) / "tests" / "golden" / relative_path;
  const char* update = std::getenv("QUIZPACK_UPDATE_GOLDEN");
  if (update && std::string(update) == "1") {
    std::filesystem::create_directories(path.parent_path());
    std::ofstream(path, std::ios::binary) << actual;
    return {};
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) return "golden file missing: tests/golden/" + relative_path + " (run with QUIZPACK_UPDATE_GOLDEN=1)";
  std::ostringstream s;
  s << in.rdbuf();
  const std::string expected = s.str();
  if (expected == actual) return {};
  size_t i = 0;
  while (i < expected.size() && i < actual.size() && expected[i] == actual[i]) ++i;
  const size_t line = static_cast<size_t>(std::count(actual.begin(), actual.begin() + static_cast<long>(i), '\n')) + 1;
  return "tests/golden/" + relative_path + " differs at byte " + std::to_string(i) + " (line " + std::to_string(line) +
         "): expected " + std::to_string(expected.size()) + " bytes, got " + std::to_string(actual.size());
}

}  // namespace quizpack::test
