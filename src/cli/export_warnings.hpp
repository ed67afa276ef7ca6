// Export warnings as people read them: each once, with the outputs it affects, in bank and question order.
#pragma once

#include "export/export_run.hpp"
#include "model/diagnostic.hpp"

namespace quizpack::cli {

// The load warnings and the export's writer warnings, each once; a writer warning's message ends with the
// JSON pointer and then the outputs it came from, e.g. "(gift: en, ja; moodlexml-multilang)". Sorted by file,
// line and column.
Diagnostics merged_warnings(const Diagnostics& load_diagnostics, const ExportReport& report);

// The export's errors, in the order they came.
Diagnostics export_errors(const ExportReport& report);

}  // namespace quizpack::cli
