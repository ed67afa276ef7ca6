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
  // Where byte `offset` of the string at `pointer` is. Off the main thread the line stays 0 and the column holds
  // offset + 1, until resolve() finds the position.
  [[nodiscard]] SourceLocation where_in(const std::string& pointer, std::size_t offset) const {
    if (!positions) return SourceLocation{file, 0, static_cast<int>(offset + 1), pointer};
    const TextPosition p = positions->find_in_string(pointer, offset);
    return SourceLocation{file, p.line, p.column, pointer};
  }
  // The position of a location made off the main thread (line 0), by its pointer and string offset.
  [[nodiscard]] SourceLocation resolve(const SourceLocation& location) const {
    if (location.line != 0) return location;
    return location.column > 0 ? where_in(location.pointer, static_cast<std::size_t>(location.column - 1))
                               : where(location.pointer);
  }
  // Reports under `rule` at the level the team chose for it (--severity), else at `level`.
  void report(const std::string& rule, RuleLevel level, const std::string& message, const std::string& pointer) {
    report_at(rule, level, message, where(pointer));
  }
  void report_at(const std::string& rule, RuleLevel level, const std::string& message, SourceLocation location) {
    if (const auto chosen = limits.rule_levels.find(rule); chosen != limits.rule_levels.end()) level = chosen->second;
    if (level == RuleLevel::Off) return;
    out.push_back(
        {level == RuleLevel::Error ? Severity::Error : Severity::Warning, rule, message, std::move(location)});
  }
  void fail(const std::string& rule, const std::string& message, const std::string& pointer) {
    report(rule, RuleLevel::Error, message, pointer);
  }
  void warn(const std::string& rule, const std::string& message, const std::string& pointer) {
    report(rule, RuleLevel::Warning, message, pointer);
  }
};

}  // namespace quizpack
