// Warnings for questions SCORM records differently from the bank: essays pending, numbers beyond real(10,7),
// answers beyond SCORM 1.2's 255 characters.
#pragma once

#include "export/player/scorm_version.hpp"
#include "model/diagnostic.hpp"
#include "model/quiz.hpp"

namespace quizpack {

// Whether `value`, written as a plain decimal, fits SCORM 2004's real(10,7) data type as runtimes check it:
// at most 10 integer digits and 18 fraction digits.
bool fits_scorm2004_real(double value);

// One warning per question whose interaction a SCORM `version` runtime cannot record as the bank states it in
// `lang`.
Diagnostics interaction_warnings(const Quiz& quiz, const LanguageTag& lang, ScormVersion version);

}  // namespace quizpack
