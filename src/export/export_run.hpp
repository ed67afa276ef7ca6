// Exports quizzes × formats × languages: writers run in parallel, outputs are validated, zipped and
// committed to the output folder all at once, or not at all.
#pragma once

#include <atomic>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "export/input_record.hpp"
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
  // Set to a signal number (by a signal handler) to stop the run: nothing is committed, every temporary file and
  // every folder the run created are removed. Checked until the commit starts; the commit itself is not cut short.
  const std::atomic<int>* stop_signal = nullptr;
  // Called once, with the other run's process id (0 when unknown), when the output folder is locked by another run.
  std::function<void(long pid)> on_lock_wait;
  // Incremental export. Each bank exported whose id is here gets its record (bank file, source digest, media,
  // outputs) once its files are committed; the others exported lose theirs. `unchanged` holds the banks left out
  // because nothing they were made from changed, as their records read before loading: they are checked again
  // under the lock, and their files are kept.
  std::map<std::string, BankSource> sources;
  InputRecord unchanged;
};

// A bank left out of the run because its inputs and outputs are as recorded.
struct SkippedBank {
  std::string quiz;
  std::vector<std::filesystem::path> files;  // its outputs, kept as they were
};

struct ExportedFile {
  std::string quiz, format, language;  // language empty for all-language formats
  std::filesystem::path path;
  std::uintmax_t bytes = 0;
  std::size_t warnings = 0;
};

// The output a diagnostic came from; both empty for problems of the whole run.
struct DiagnosticOrigin {
  std::string format, language;  // language empty for all-language formats
};

struct ExportReport {
  std::vector<ExportedFile> files;        // in task order: quiz, format, language
  std::vector<SkippedBank> skipped;       // banks not rewritten, in id order
  Diagnostics diagnostics;                // writer warnings, and the errors that stopped the export
  std::vector<DiagnosticOrigin> origins;  // origins[i] is where diagnostics[i] came from
  bool usage_error = false;               // unknown format or language
  bool output_unusable = false;   // the output folder, or a file or folder in it, cannot be written (output-error)
  int interrupted = 0;            // the signal that stopped the run, or 0
  [[nodiscard]] bool ok() const;  // false when interrupted
};

ExportReport export_quizzes(const std::vector<Quiz>& quizzes, const ExportOptions& options);

struct Format;
// The same with another table of formats (tests use writers that fail on purpose).
ExportReport export_quizzes(const std::vector<Quiz>& quizzes, const ExportOptions& options,
                            const std::vector<Format>& table);

}  // namespace quizpack
