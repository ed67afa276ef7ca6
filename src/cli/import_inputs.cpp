// Reads each import file with the reader of its format, detected from the content unless --from says.
#include "cli/import_inputs.hpp"

#include "cli/import_package.hpp"
#include "cli/usage_error.hpp"
#include "cli/whole_file.hpp"
#include "formats/moodle/gift_reader.hpp"
#include "formats/moodle/moodle_names.hpp"
#include "import/gift/gift_to_bank.hpp"
#include "import/moodlexml/moodle_xml_import.hpp"
#include "text/text_position.hpp"
#include "text/utf8.hpp"

namespace quizpack::cli {
namespace {

std::string read_input(const std::string& file) { return whole_file(file, file); }

// An import-utf8 error at the line and column of the first byte of `text` that is not well-formed UTF-8.
bool check_utf8(const std::string& text, ImportInput& in) {
  const std::size_t bad = first_malformed_utf8(text);
  if (bad == std::string_view::npos) return true;
  const TextPosition at = position_of(text, bad);
  in.diagnostics.push_back(
      error("import-utf8", "the file is not valid UTF-8", SourceLocation{in.file, at.line, at.column, ""}));
  return false;
}

// GIFT questions Moodle would skip are reported as warnings and counted; descriptions are counted too.
void read_gift_input(const std::string& text, const LanguageTag& lang, ImportInput& in) {
  if (!check_utf8(text, in)) return;
  const GiftReadResult read = read_gift(text, in.file);
  for (Diagnostic d : read.diagnostics) {
    if (d.severity == Severity::Error) ++in.skipped["not readable as Moodle reads GIFT"];
    d.severity = Severity::Warning;
    in.diagnostics.push_back(std::move(d));
  }
  GiftImport imported = gift_to_bank(read, lang);
  in.diagnostics.insert(in.diagnostics.end(), imported.warnings.begin(), imported.warnings.end());
  in.questions = std::move(imported.questions);
  in.sections = std::move(imported.sections);
  in.languages = {lang};
  in.title = moodle_category_name(imported.quiz_category);
}

void read_moodle_xml_input(std::string text, const LanguageTag& lang, unsigned threads, ImportInput& in) {
  MoodleXmlImport imported = import_moodle_xml(std::move(text), in.file, lang, {threads, false});
  take_import(std::move(imported), "the file has no multilang spans, so its language is unknown", in);
}

}  // namespace

ImportInput read_import_input(const std::string& file, const std::string& from, const LanguageTag& lang,
                              unsigned threads) {
  ImportInput in;
  in.file = file;
  if (from == "qti21" || (from.empty() && is_qti21_package(file))) {
    in.format = "qti21";
    read_qti21_input(file, lang, in);
    return in;
  }
  std::string text = read_input(file);
  in.format = !from.empty() ? from : is_moodle_xml(text) ? "moodlexml" : "gift";
  if (in.format == "moodlexml") {
    read_moodle_xml_input(std::move(text), lang, threads, in);
    return in;
  }
  if (lang.empty())
    throw UsageError(file +
                     ": GIFT carries no language; give one tag per file, in order, with --lang (for example "
                     "--lang en,ja,hi)");
  read_gift_input(text, lang, in);
  return in;
}

}  // namespace quizpack::cli
