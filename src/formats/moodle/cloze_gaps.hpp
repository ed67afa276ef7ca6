// A cloze question's gaps as Moodle embedded answers: sub-question per gap, integer weights from points.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "formats/moodle/embedded_answers.hpp"
#include "model/question.hpp"

namespace quizpack {

struct GapWeights {
  std::vector<double> weights;  // one integer per gap, in gap order
  std::string problem;          // how the weights differ from the points; empty when they are the points
};

// Moodle's weights are integers ({n:…}): points that are not are scaled by the smallest factor up to 100 that
// makes every gap's points whole (the proportions kept, the question's Moodle mark scaled), else rounded.
GapWeights gap_weights(const Cloze& cloze);

// HTML for a bank text in the languages being written (the caller's rendering: images, formulas, multilang).
using GapHtml = std::function<std::string(const LocalizedText& text)>;

struct GapRendering {
  GapHtml feedback;  // a gap's feedback as HTML
  GapHtml option;    // a drop-down option as HTML that holds plain text only (Moodle shows it as text)
};

// The sub-question for one gap written for `languages` (one, or all of a multilang file). A gap's feedback goes
// with every alternative and, for text and number gaps, with a "*" alternative worth 0 that catches every other
// answer. A text gap accepts every listed language's answers. What Moodle cannot keep is added to `problems`,
// one sentence each.
EmbeddedAnswer embedded_answer(const Gap& gap, const std::vector<LanguageTag>& languages, double weight,
                               const GapRendering& render, std::vector<std::string>& problems);

}  // namespace quizpack
