// The scorm12 and scorm2004 export formats: the player's files plus the matching manifest.
#pragma once

#include "export/output_file.hpp"
#include "model/quiz.hpp"

namespace quizpack {

WriterOutput write_scorm12(const Quiz& quiz, const LanguageTag& lang);
WriterOutput write_scorm2004(const Quiz& quiz, const LanguageTag& lang);

}  // namespace quizpack
