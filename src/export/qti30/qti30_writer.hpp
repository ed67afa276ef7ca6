// The qti30 format: a 1EdTech QTI 3.0 content package for one language of a quiz.
#pragma once

#include "export/output_file.hpp"
#include "model/quiz.hpp"

namespace quizpack {

// Package entries: imsmanifest.xml, test.xml, items/<question-id>.xml, then the images at their bank paths,
// handed to `sink` one at a time (items first, as each is written); returns the warnings.
Diagnostics write_qti30(const Quiz& quiz, const LanguageTag& lang, const FileSink& sink);

}  // namespace quizpack
