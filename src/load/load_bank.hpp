// Loads question banks: JSON → schema validation → semantic rules → model, with precise diagnostics.
#pragma once

#include <cstddef>
#include <filesystem>
#include <memory>
#include <vector>

#include "load/bank_shard.hpp"
#include "load/bank_text.hpp"
#include "load/rule_levels.hpp"
#include "model/diagnostic.hpp"
#include "model/quiz.hpp"

namespace quizpack {

// Limits that protect users from runaway input; each can be raised from the command line.
struct LoadLimits {
  std::size_t max_file_bytes = 64u << 20;  // --max-file-size
  std::size_t max_questions = 20000;       // --max-questions
  std::size_t max_text_bytes = 64u << 10;  // --max-text-length, per text and language
  std::size_t max_depth = 64;              // JSON nesting
  bool keep_sources = false;               // keep each text's Markdown source beside its tree (XLIFF needs it)
  RuleLevels rule_levels;                  // --severity: the levels chosen for rules that allow it
  Shard shard;                             // --shard: load only this share of the banks found
};

struct LoadResult {
  std::vector<Quiz> quizzes;  // banks that loaded without errors, in path order
  Diagnostics diagnostics;    // every problem found, sorted by file, line, column
  int banks_found = 0;
  int io_errors = 0;  // files or folders that could not be read, or held no bank (exit code 2)

  [[nodiscard]] bool has_errors() const;
  [[nodiscard]] bool has_warnings() const;
};

// The bank file name looked for in folders.
inline constexpr const char* kBankFileName = "quiz.json";

// Loads every bank at `paths` that belongs to limits.shard: files are read as banks, folders are searched
// recursively for quiz.json.
LoadResult load_banks(const std::vector<std::filesystem::path>& paths, const LoadLimits& limits = {});

// Loads one bank from memory, within the same limits as a file; `file` names it in diagnostics, `folder` resolves
// its media paths.
LoadResult load_bank_text(const std::string& text, const std::string& file, const std::filesystem::path& folder,
                          const LoadLimits& limits = {});

// As above, sharing the caller's bytes instead of copying them.
LoadResult load_bank_text(std::shared_ptr<const BankText> text, const std::string& file,
                          const std::filesystem::path& folder, const LoadLimits& limits = {});

}  // namespace quizpack
