// Test-only: the banks bundled in content/ and examples/, loaded once, and their package goldens.
#include "support/bundled_banks.hpp"

#include <stdexcept>

#include "load/load_bank.hpp"
#include "support/collect.hpp"
#include "support/golden.hpp"
#include "support/source_dir.hpp"

namespace quizpack::test {

const std::vector<Quiz>& bundled_banks() {
  static const std::vector<Quiz> quizzes = [] {
    const LoadResult loaded =
        load_banks({quizpack::test::source_path("content"), quizpack::test::source_path("examples")});
    if (loaded.has_errors()) throw std::runtime_error("the bundled banks do not load");
    return loaded.quizzes;
  }();
  return quizzes;
}

const Quiz& bundled_bank(const std::string& id) {
  for (const auto& quiz : bundled_banks())
    if (quiz.id == id) return quiz;
  throw std::runtime_error("no bundled bank " + id);
}

std::string joined_lines(const std::vector<std::string>& lines) {
  std::string out;
  for (const auto& line : lines) out += line + "\n";
  return out;
}

std::string package_golden_mismatches(const std::string& format, const std::vector<std::string>& ids,
                                      bool schema_files_only) {
  std::vector<std::string> mismatches;
  for (const auto& id : ids) {
    const Quiz& quiz = bundled_bank(id);
    for (const auto& lang : quiz.languages) {
      const std::string folder = format + "/" + id + "/" + lang + "/";
      for (const auto& file : collect(format, quiz, lang).files) {
        if (schema_files_only && file.schema.empty()) continue;
        const std::string mismatch = golden_mismatch(folder + file.path, file.bytes);
        if (!mismatch.empty()) mismatches.push_back(folder + file.path + ": " + mismatch);
      }
    }
  }
  return joined_lines(mismatches);
}

}  // namespace quizpack::test
