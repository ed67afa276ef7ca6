// The table of export formats: each row is a name, an output suffix, a scope and exactly one writer shape.
#pragma once

#include <functional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "export/output_file.hpp"
#include "model/quiz.hpp"

namespace quizpack {

enum class Scope {
  PerLanguage,   // DIR/<quiz-id>/<lang>/<quiz-id>.<suffix>
  AllLanguages,  // DIR/<quiz-id>/<quiz-id>.<suffix>; the writer gets an empty language
};

// Every writer is pure: no clock, no filesystem, no environment.

// A text file made whole in memory (exactly one OutputFile), checked by reading it back.
struct TextFile {
  std::function<WriterOutput(const Quiz&, const LanguageTag&)> write;
  // The differences between the file read back and the bank, as errors; none when it reads back unchanged.
  std::function<Diagnostics(const Quiz&, const LanguageTag&, std::string_view)> read_back;
};

// A single XML file handed over in pieces, each validated against `schema` as it comes, never held whole.
struct XmlPieces {
  std::function<Diagnostics(const Quiz&, const LanguageTag&, const PieceSink&)> write;
  std::string schema;  // root XSD under schemas/
};

// A zip package whose files are handed over one at a time, each validated against its own schema.
struct Package {
  std::function<Diagnostics(const Quiz&, const LanguageTag&, const FileSink&)> write;
};

using FormatWriter = std::variant<TextFile, XmlPieces, Package>;

struct Format {
  std::string name;    // as given to --format
  std::string suffix;  // e.g. gift, moodle.xml, qti21.zip
  Scope scope = Scope::PerLanguage;
  FormatWriter writer;
  // Relative CPU work per question and language in an export of every format (`quizpack-bench --per-format`;
  // the player data SCORM 1.2 makes is reused by SCORM 2004 and cmi5): the longest tasks are started first.
  unsigned work = 1;
};

const std::vector<Format>& formats();
const Format* find_format(const std::string& name);

// Runs a row's writer and collects what it hands over: a package's files in position order, or the single
// file (named <quiz-id>.<suffix>) joined from its pieces with the row's schema. No check is run.
WriterOutput collect_output(const Format& format, const Quiz& quiz, const LanguageTag& lang);

}  // namespace quizpack
