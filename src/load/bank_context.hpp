// Shared state while turning one bank document into the model: file, positions, limits and diagnostics.
#pragma once

#include <filesystem>
#include <string>

#include <nlohmann/json.hpp>

#include "load/json_positions.hpp"
#include "load/load_bank.hpp"

namespace quizpack {

struct BankContext {
  std::string file;
  std::filesystem::path folder;
  const JsonPositions* positions;  // null off the main thread: diagnostics then carry only their pointer
  const LoadLimits& limits;
  Diagnostics& out;
  std::vector<LanguageTag> languages;
  LanguageTag source_language;
  std::vector<std::pair<std::string, std::string>> images;  // (path as written, pointer of the text using it)

  [[nodiscard]] SourceLocation where(const std::string& pointer) const {
    if (!positions) return SourceLocation{file, 0, 0, pointer};
    const TextPosition p = positions->find(pointer);
    return SourceLocation{file, p.line, p.column, pointer};
  }
  void fail(const std::string& rule, const std::string& message, const std::string& pointer) {
    out.push_back(error(rule, message, where(pointer)));
  }
  void warn(const std::string& rule, const std::string& message, const std::string& pointer) {
    out.push_back(warning(rule, message, where(pointer)));
  }
};

}  // namespace quizpack
