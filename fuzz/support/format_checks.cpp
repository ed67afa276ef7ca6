// Runs every export format on a quiz and checks what each writes.
#include "support/format_checks.hpp"

#include <exception>
#include <string>

#include "export/formats.hpp"
#include "package/zip_writer.hpp"
#include "support/finding.hpp"
#include "validate/xml_schema.hpp"

namespace quizpack::fuzz {
namespace {

void check_output(const Format& format, const std::string& where, const WriterOutput& output) {
  if (format.container == Container::SingleFile && output.files.size() != 1)
    finding(where + ": a single-file format returned " + std::to_string(output.files.size()) + " files");
  for (const auto& file : output.files) {
    if (file.schema.empty()) continue;
    const auto problems = validate_xml(file.bytes, file.schema);
    if (!problems.empty())
      finding(where + ": " + file.path + " does not validate against " + file.schema + ": " + problems.front() +
              "\n--- " + file.path + " ---\n" + file.bytes);
  }
  if (format.container == Container::Zip && zip_files(output.files).compare(0, 4, "PK\x03\x04") != 0)
    finding(where + ": the package is not a zip");
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
          check_output(format, where, format.write(quiz, lang));
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
