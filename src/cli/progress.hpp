// Terminal output of an export: one updating progress line, then a table of what was written.
#pragma once

#include <string>

#include "export/export_run.hpp"

namespace quizpack::cli {

// Rewrites one line on stderr with the task just finished.
void show_progress(const ExportProgress& p);

// Clears the progress line.
void clear_progress();

// A table: one row per file written (path, size, warnings), then the totals.
std::string summary_table(const ExportReport& report);

// The report as JSON for CI: files with sizes and warnings, banks left unchanged, and every diagnostic.
std::string summary_json(const ExportReport& report);

}  // namespace quizpack::cli
