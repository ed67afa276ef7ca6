// The pieces every Canvas QTI 1.2 item is made of: metadata fields, texts, response conditions and feedback.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "formats/qti/xml_builder.hpp"

namespace quizpack::canvas {

using qti::add;
using qti::add_text;
using qti::open;
using qti::XmlWriter;

// A text as Canvas's exporter writes it (QtiItems#html_mat_text): text/html holding the HTML as text, or
// text/plain.
struct MatText {
  std::string text;
  bool html = false;
};

// <qtimetadatafield> with its label and entry: how Canvas carries its own fields (question_type,
// points_possible, original_answer_ids, assessment_question_identifierref), which its importer reads back
// as instructureMetadata (AssessmentItemConverter#parse_instructure_metadata).
void add_metadata_field(XmlWriter& w, std::string_view label, std::string_view entry);

// <material><mattext texttype="…">…</mattext></material>.
void add_material(XmlWriter& w, const MatText& text);

// <itemfeedback ident="…"><flow_mat><material>…</material></flow_mat></itemfeedback>. Canvas's importer sorts
// feedback by ident: general_fb is the question's general comments, <answer id>_fb an answer's comments.
void add_item_feedback(XmlWriter& w, std::string_view ident, const MatText& text);

// <outcomes> declaring SCORE 0..100, the scale Canvas's answer weights use.
void add_score_outcome(XmlWriter& w);

// A condition that always holds and only shows `feedback`; continue="Yes" so the scoring condition after it
// still runs. It comes first: Canvas gives an answer the weight of the last condition that names it, so a
// feedback-only condition after the scoring one would reset the right answer's weight to 0.
void add_feedback_condition(XmlWriter& w, std::string_view feedback);

// As add_feedback_condition, for one answer of a choice question: shows <answer id>_fb when it is chosen.
void add_answer_feedback_condition(XmlWriter& w, std::string_view respident, std::string_view answer);

// <varequal respident="…">value</varequal>.
void add_varequal(XmlWriter& w, std::string_view respident, std::string_view value, bool case_sensitive = false);

// <setvar action="Set|Add" varname="SCORE">value</setvar>.
void add_setvar(XmlWriter& w, const char* action, std::string_view value);

}  // namespace quizpack::canvas
