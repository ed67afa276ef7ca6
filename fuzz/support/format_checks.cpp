// Runs every export format on a quiz and checks what each writes.
#include "support/format_checks.hpp"

#include <exception>
#include <string>

#include "export/format_table.hpp"
#include "package/zip_writer.hpp"
#include "support/finding.hpp"
#include "validate/xml_schema.hpp"

namespace quizpack::fuzz {
namespace {

void check_output(const Format& format, const std::string& where, const WriterOutput& output) {
  const bool package = std::holds_alternative<Package>(format.writer);
  if (!package && output.files.size() != 1)
    finding(where + ": a single-file format returned " + std::to_string(output.files.size()) + " files");
  for (const auto& file : output.files) {
    if (file.schema.empty()) continue;
    const auto problems = validate_xml(file.bytes, file.schema);
    if (!problems.empty())
      finding(where + ": " + file.path + " does not validate against " + file.schema + ": " + problems.front() +
              "\n--- " + file.path + " ---\n" + file.bytes);
  }
  if (package) {
    std::vector<ZipSource> sources;
    for (const auto& file : output.files) sources.push_back({file.path, file.bytes});
    if (zip_files(sources).compare(0, 4, "PK\x03\x04") != 0) finding(where + ": the package is not a zip");
  }
}

// A text file must read back as the bank it was written from.
void check_read_back(const Format& format, const std::string& where, const Quiz& quiz, const LanguageTag& lang,
                     const WriterOutput& output) {
  const auto* text = std::get_if<TextFile>(&format.writer);
  if (!text || output.files.size() != 1) return;
  const Diagnostics differences = text->read_back(quiz, lang, output.files.front().bytes);
  if (!differences.empty()) finding(where + ": does not read back: " + differences.front().message);
}

}  // namespace

void check_every_format(const Quiz& quiz) {
  for (const auto& format : formats()) {
    std::vector<LanguageTag> languages = quiz.languages;
    if (format.scope == Scope::AllLanguages) languages = {""};
    for (const auto& lang : languages) {
      const std::string where = format.name + (lang.empty() ? "" : " [" + lang + "]");
      try {
        try {
          const WriterOutput output = collect_output(format, quiz, lang);
          check_output(format, where, output);
          check_read_back(format, where, quiz, lang, output);
        } catch (const std::exception& e) {
          finding(where + ": the writer threw: " + e.what());
        }
      } catch (const IgnoredFinding&) {
        continue;  // a known finding (QUIZPACK_FUZZ_IGNORE): go on with the other formats
      }
    }
  }
}

}  // namespace quizpack::fuzz
