// The table of export formats: name, output suffix, and the pure writer behind each.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "export/output_file.hpp"
#include "model/quiz.hpp"

namespace quizpack {

enum class Scope {
  PerLanguage,   // DIR/<quiz-id>/<lang>/<quiz-id>.<suffix>
  AllLanguages,  // DIR/<quiz-id>/<quiz-id>.<suffix>
};

enum class Container {
  SingleFile,  // the writer returns exactly one file, written as is
  Zip,         // the writer returns package entries, zipped into one file
};

struct Format {
  std::string name;    // as given to --format
  std::string suffix;  // e.g. gift, moodle.xml, qti21.zip
  Scope scope;
  Container container;
  // Pure: no clock, no filesystem, no environment. `lang` is empty for AllLanguages formats.
  std::function<WriterOutput(const Quiz&, const LanguageTag& lang)> write;
  // The same files handed over one at a time, returning the warnings; empty when the format has no such writer.
  std::function<Diagnostics(const Quiz&, const LanguageTag& lang, const FileSink&)> stream = nullptr;
  // For a single file: its bytes handed over in pieces, returning the warnings; empty when the format has no
  // such writer. The pieces validate against `pieces_schema` when it is not empty.
  std::function<Diagnostics(const Quiz&, const LanguageTag& lang, const PieceSink&)> pieces = nullptr;
  std::string pieces_schema = {};
};

const std::vector<Format>& formats();
const Format* find_format(const std::string& name);

}  // namespace quizpack
