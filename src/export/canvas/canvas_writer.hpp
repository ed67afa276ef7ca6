// The canvas format: the QTI 1.2 package Canvas imports as a Classic Quiz, for one language of a quiz.
#pragma once

#include "export/output_file.hpp"
#include "model/quiz.hpp"

namespace quizpack {

// Hands over imsmanifest.xml, the assessment, assessment_meta.xml and the images; returns what Canvas loses.
Diagnostics write_canvas(const Quiz& quiz, const LanguageTag& lang, const FileSink& sink);

}  // namespace quizpack
