// The documents of a Canvas QTI 1.2 package besides the items: the assessment around them, the quiz settings
// and the manifest.
#pragma once

#include <set>
#include <string>

#include "export/canvas/canvas_text.hpp"
#include "model/diagnostic.hpp"
#include "model/quiz.hpp"

namespace quizpack::canvas {

// <questestinterop> with one <assessment> (ident = the quiz's migration id), its cc_maxattempts, and one
// section holding every question; images the texts use are recorded in `text`.
std::string write_assessment(const Quiz& quiz, CanvasText& text, Diagnostics& warnings);

// assessment_meta.xml, the quiz settings Canvas reads (QuizMetadataConverter#get_quiz_meta): title,
// description, shuffle_answers, points_possible and the quiz type.
std::string write_assessment_meta(const Quiz& quiz, CanvasText& text, Diagnostics& warnings);

// imsmanifest.xml: the assessment (imsqti_xmlv1p2) depending on its settings (a learning-application-resource
// whose file ends in assessment_meta.xml), and each image as a file of its own resource.
std::string write_manifest(const Quiz& quiz, const LanguageTag& lang, const std::set<std::string>& images);

}  // namespace quizpack::canvas
