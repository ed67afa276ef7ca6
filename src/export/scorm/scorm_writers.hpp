// The scorm12 and scorm2004 export formats: the player's files plus the matching manifest.
#pragma once

#include "export/output_file.hpp"
#include "model/quiz.hpp"

namespace quizpack {

// The package's files handed to `sink` in package order (the manifest first); return the warnings.
Diagnostics write_scorm12(const Quiz& quiz, const LanguageTag& lang, const FileSink& sink);
Diagnostics write_scorm2004(const Quiz& quiz, const LanguageTag& lang, const FileSink& sink);

}  // namespace quizpack
