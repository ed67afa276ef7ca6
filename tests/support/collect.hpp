// Test-only: what a format of the table writes for one language, collected in memory.
#pragma once

#include <string>

#include "export/format_table.hpp"

namespace quizpack::test {

// The files the named format writes for `quiz` in `lang` (see collect_output); throws for an unknown name.
WriterOutput collect(const std::string& format, const Quiz& quiz, const LanguageTag& lang);

// The file at `path` in a written package; throws when there is none.
const OutputFile& package_entry(const WriterOutput& package, const std::string& path);

// `warnings` without those whose rule ends in `rule_suffix` (e.g. "-number-input", which every numerical question
// gives in QTI).
Diagnostics warnings_besides(const Diagnostics& warnings, const std::string& rule_suffix);

}  // namespace quizpack::test
