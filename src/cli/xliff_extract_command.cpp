// `quizpack xliff extract PATH... --lang TAG`: one XLIFF 2.0 file per bank and target language, for translators.
#include <iostream>
#include <regex>

#include "cli/commands.hpp"
#include "cli/exit_codes.hpp"
#include "cli/usage_error.hpp"
#include "cli/xliff_commands.hpp"
#include "export/player/interface_catalogue.hpp"
#include "export/xliff/xliff_writer.hpp"
#include "formats/xliff/pseudo.hpp"
#include "package/atomic_file.hpp"
#include "report/diagnostic_format.hpp"
#include "text/true_false_words.hpp"
#include "validate/xml_schema.hpp"

namespace quizpack::cli {
namespace {

namespace fs = std::filesystem;

constexpr const char* kXliffSchema = "xliff20/xliff20-subset.xsd";

// A BCP 47 tag as XML's xs:language accepts it (e.g. de, pt-BR, zh-Hans); anything else is a usage error.
void check_language_tag(const std::string& tag) {
  static const std::regex kTag("[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*");
  if (!std::regex_match(tag, kTag)) throw UsageError("--lang: '" + tag + "' is not a language tag (e.g. de, pt-BR)");
}

// The bank's path relative to the current folder, '/'-separated, as merge will look for it.
std::string original_path(const std::string& file) {
  std::error_code ec;
  const fs::path relative = fs::relative(fs::absolute(file), fs::current_path(), ec);
  return (ec || relative.empty() ? fs::path(file) : relative).generic_string();
}

// The languages to write for `quiz`, each with whether it is the pseudo language; never the source language.
std::vector<std::pair<LanguageTag, bool>> target_languages(const Quiz& quiz, const XliffExtractOptions& o) {
  std::vector<std::pair<LanguageTag, bool>> out;
  for (const auto& lang : o.languages)
    if (lang != quiz.source_language) out.emplace_back(lang, false);
  if (o.pseudo) out.emplace_back(pseudo_language(quiz.source_language), true);
  return out;
}

struct Extracted {
  fs::path target;
  XliffDocument doc;
};

}  // namespace

int run_xliff_extract(const XliffExtractOptions& o) {
  if (o.languages.empty() && !o.pseudo)
    throw UsageError("xliff extract: --lang is required (e.g. --lang de,fr), or --pseudo");
  for (const auto& lang : o.languages) check_language_tag(lang);
  LoadLimits limits = o.limits;
  limits.keep_sources = true;
  const LoadResult loaded = load_banks(bank_paths(o.paths, "xliff extract"), limits);
  if (loaded.has_errors()) std::cerr << format_diagnostics(loaded.diagnostics, DiagnosticStyle::Text);
  if (loaded.io_errors > 0) return kExitUsage;
  if (loaded.has_errors()) return kExitContentErrors;
  std::vector<Extracted> files;
  Diagnostics problems;
  for (const Quiz& quiz : loaded.quizzes)
    for (const auto& [lang, pseudo] : target_languages(quiz, o)) {
      const UiTexts interface = interface_catalogue(quiz.source_language);
      XliffDocument doc = write_xliff(quiz, {lang, original_path(quiz.location.file), o.all, pseudo,
                                             has_interface_catalogue(lang) ? nullptr : &interface});
      for (const auto& message : validate_xml(doc.xml, kXliffSchema))
        problems.push_back(error("xliff-invalid", "the XLIFF file is not valid: " + message, quiz.location));
      files.push_back({fs::path(o.out) / (quiz.id + "." + lang + ".xlf"), std::move(doc)});
    }
  for (const auto& f : files) problems.insert(problems.end(), f.doc.warnings.begin(), f.doc.warnings.end());
  std::cerr << format_diagnostics(problems, DiagnosticStyle::Text);
  for (const auto& d : problems)
    if (d.severity == Severity::Error) return kExitContentErrors;
  std::error_code ec;
  fs::create_directories(o.out, ec);
  if (ec) throw UsageError(o.out + ": cannot create the folder: " + ec.message());
  for (const auto& f : files) {
    write_file_atomically(f.target, f.doc.xml);
    std::cerr << f.target.generic_string() << ": " << f.doc.units << (f.doc.units == 1 ? " unit\n" : " units\n");
  }
  return kExitOk;
}

}  // namespace quizpack::cli
