// The scorm12 and scorm2004 export formats: the player's files plus the matching manifest.
#include "export/scorm/scorm_writers.hpp"

#include "export/player/player_package.hpp"
#include "export/scorm/scorm_package.hpp"

namespace quizpack {
namespace {

Diagnostics hand_over(WriterOutput package, const FileSink& sink) {
  for (std::size_t i = 0; i < package.files.size(); ++i) sink(i, std::move(package.files[i]));
  return std::move(package.warnings);
}

}  // namespace

Diagnostics write_scorm12(const Quiz& quiz, const LanguageTag& lang, const FileSink& sink) {
  const auto version = ScormVersion::V12;
  return hand_over(scorm_package(quiz, lang, version, player_package_files(quiz, lang, version, DataScript::Deferred)),
                   sink);
}

Diagnostics write_scorm2004(const Quiz& quiz, const LanguageTag& lang, const FileSink& sink) {
  const auto version = ScormVersion::V2004;
  return hand_over(scorm_package(quiz, lang, version, player_package_files(quiz, lang, version, DataScript::Deferred)),
                   sink);
}

}  // namespace quizpack
