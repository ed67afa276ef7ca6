// A SCORM package's entries: the manifest first, then the player's files, with the manifest's schema.
#include "export/scorm/scorm_package.hpp"

#include "export/scorm/interaction_warnings.hpp"
#include "export/scorm/manifest_values.hpp"
#include "export/scorm/package_file_list.hpp"
#include "export/scorm/scorm12_manifest.hpp"
#include "export/scorm/scorm2004_manifest.hpp"

namespace quizpack {
namespace {

Diagnostics manifest_warnings(const Quiz& quiz, const LanguageTag& lang) {
  Diagnostics warnings;
  if (manifest_texts(quiz, lang).title_shortened)
    warnings.push_back(warning("scorm-title-shortened",
                               "the " + lang + " title is longer than " + std::to_string(kScormTitleMaxChars) +
                                   " characters; the SCORM manifest carries it shortened",
                               quiz.location));
  if (!(quiz.passing_score >= 0.0 && quiz.passing_score <= 1.0))
    warnings.push_back(warning("scorm-passing-score-clamped",
                               "the passing score is outside 0..1; the SCORM manifest uses the nearest bound",
                               quiz.location));
  else if (passing_score_rounded(quiz.passing_score))
    warnings.push_back(warning("scorm-passing-score-rounded",
                               "the passing score has more than 4 decimals; the SCORM manifest carries it rounded "
                               "down to " +
                                   min_normalized_measure_text(quiz.passing_score),
                               quiz.location));
  return warnings;
}

}  // namespace

WriterOutput scorm_package(const Quiz& quiz, const LanguageTag& lang, ScormVersion version,
                           std::vector<OutputFile> player_files) {
  const std::vector<std::string> paths = package_file_paths(player_files);
  WriterOutput out;
  switch (version) {
    case ScormVersion::V12:
      out.files.push_back({kScormManifestPath, scorm12_manifest(quiz, lang, paths), kScorm12ManifestSchema});
      break;
    case ScormVersion::V2004:
      out.files.push_back({kScormManifestPath, scorm2004_manifest(quiz, lang, paths), kScorm2004ManifestSchema});
      break;
  }
  for (auto& file : player_files) out.files.push_back(std::move(file));
  out.warnings = manifest_warnings(quiz, lang);
  for (auto& w : interaction_warnings(quiz, lang, version)) out.warnings.push_back(std::move(w));
  return out;
}

}  // namespace quizpack
