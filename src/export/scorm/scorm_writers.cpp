// The scorm12 and scorm2004 export formats: the player's files plus the matching manifest.
#include "export/scorm/scorm_writers.hpp"

#include "export/scorm/scorm_package.hpp"
#include "player/player_package.hpp"

namespace quizpack {

WriterOutput write_scorm12(const Quiz& quiz, const LanguageTag& lang) {
  return scorm_package(quiz, lang, ScormVersion::V12, player_package_files(quiz, lang, ScormVersion::V12));
}

WriterOutput write_scorm2004(const Quiz& quiz, const LanguageTag& lang) {
  return scorm_package(quiz, lang, ScormVersion::V2004, player_package_files(quiz, lang, ScormVersion::V2004));
}

}  // namespace quizpack
