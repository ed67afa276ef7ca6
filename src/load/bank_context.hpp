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
  // Reports under `rule` at the level the team chose for it (--severity), else at `level`.
  void report(const std::string& rule, RuleLevel level, const std::string& message, const std::string& pointer) {
    if (const auto chosen = limits.rule_levels.find(rule); chosen != limits.rule_levels.end()) level = chosen->second;
    if (level == RuleLevel::Off) return;
    out.push_back({level == RuleLevel::Error ? Severity::Error : Severity::Warning, rule, message, where(pointer)});
  }
  void fail(const std::string& rule, const std::string& message, const std::string& pointer) {
    report(rule, RuleLevel::Error, message, pointer);
  }
  void warn(const std::string& rule, const std::string& message, const std::string& pointer) {
    report(rule, RuleLevel::Warning, message, pointer);
  }
};

}  // namespace quizpack
