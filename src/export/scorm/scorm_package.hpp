// A SCORM package's entries: the manifest first, then the player's files, with the manifest's schema.
#pragma once

#include <vector>

#include "export/output_file.hpp"
#include "export/player/scorm_version.hpp"
#include "model/quiz.hpp"

namespace quizpack {

// `player_files`: every package file besides the manifest (launch page, scripts, styles, media).
// Throws std::logic_error when they break the package rules (see package_file_paths).
WriterOutput scorm_package(const Quiz& quiz, const LanguageTag& lang, ScormVersion version,
                           std::vector<OutputFile> player_files);

}  // namespace quizpack
