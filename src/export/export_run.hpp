// Exports quizzes × formats × languages: writers run in parallel, outputs are validated, zipped and
// committed to the output folder all at once, or not at all.
#pragma once

#include <cstdint>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "model/diagnostic.hpp"
#include "model/quiz.hpp"

namespace quizpack {

struct ExportProgress {
  std::string quiz, format, language;  // the task just finished
  std::size_t done = 0, total = 0;
};

struct ExportOptions {
  std::filesystem::path out_dir = "dist";
  std::vector<std::string> formats;    // empty: every format
  std::vector<std::string> languages;  // empty: each quiz's languages
  unsigned jobs = 1;
  std::optional<std::int64_t> source_date_epoch;           // zip entry times; 1980-01-01 when absent
  std::function<void(const ExportProgress&)> on_progress;  // called from the coordinating thread only
};

struct ExportedFile {
  std::string quiz, format, language;  // language empty for all-language formats
  std::filesystem::path path;
  std::uintmax_t bytes = 0;
  std::size_t warnings = 0;
};

struct ExportReport {
  std::vector<ExportedFile> files;  // in task order: quiz, format, language
  Diagnostics diagnostics;          // writer warnings, and the errors that stopped the export
  bool usage_error = false;         // unknown format or language, output folder not usable
  [[nodiscard]] bool ok() const;
};

ExportReport export_quizzes(const std::vector<Quiz>& quizzes, const ExportOptions& options);

struct Format;
// The same with another table of formats (tests use writers that fail on purpose).
ExportReport export_quizzes(const std::vector<Quiz>& quizzes, const ExportOptions& options,
                            const std::vector<Format>& table);

}  // namespace quizpack
