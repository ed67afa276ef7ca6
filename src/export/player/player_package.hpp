// The files of a SCORM package besides its manifest: launch page, player, one language's quiz data, media.
#pragma once

#include <vector>

#include "export/output_file.hpp"
#include "export/player/scorm_version.hpp"
#include "model/quiz.hpp"
#include "text/writing_direction.hpp"

namespace quizpack {

// Whether the quiz data script comes made, or with a maker (OutputFile::make) that reads the quiz when called,
// keyed by quiz id and language, so that a run's packages of one language make it once.
enum class DataScript { Made, Deferred };

// Every package file except imsmanifest.xml, in a fixed order: index.html first, then the player's
// stylesheet and scripts, the quiz data script, and the media files the texts use.
// Pure and deterministic: same quiz, language and version give the same bytes. Only the launch page
// depends on the version (it names it for the player); the other files are marked shared.
std::vector<OutputFile> player_package_files(const Quiz& quiz, const LanguageTag& lang, ScormVersion version,
                                             DataScript data_script = DataScript::Made);

// The same files for a cmi5 package: the launch page names the cmi5 runtime and the AU's IRI (data-au), and
// lets the page reach the LRS the launch URL names.
std::vector<OutputFile> cmi5_player_files(const Quiz& quiz, const LanguageTag& lang, const std::string& au_iri,
                                          DataScript data_script = DataScript::Made);

// The package path of a media file, given its path in the bank.
std::string player_media_path(const std::string& bank_path);

}  // namespace quizpack
