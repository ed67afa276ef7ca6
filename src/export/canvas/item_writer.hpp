// One question as a Canvas QTI 1.2 <item> in the assessment's section.
#pragma once

#include "export/canvas/canvas_text.hpp"
#include "formats/qti/xml_builder.hpp"
#include "model/diagnostic.hpp"
#include "model/quiz.hpp"

namespace quizpack::canvas {

// Writes `question` in the language of `text` into `w`; what Canvas cannot keep goes to `warnings`.
void write_item(qti::XmlWriter& w, const Quiz& quiz, const Question& question, CanvasText& text, Diagnostics& warnings);

}  // namespace quizpack::canvas
