// The pieces every Canvas QTI 1.2 item is made of.
#include "export/canvas/item_parts.hpp"

namespace quizpack::canvas {

void add_metadata_field(XmlWriter& w, std::string_view label, std::string_view entry) {
  open(w, "qtimetadatafield");
  add_text(w, "fieldlabel", label);
  add_text(w, "fieldentry", entry);
  w.close("qtimetadatafield");
}

void add_material(XmlWriter& w, const MatText& text) {
  open(w, "material");
  add_text(w, "mattext", text.text, {{"texttype", text.html ? "text/html" : "text/plain"}});
  w.close("material");
}

void add_item_feedback(XmlWriter& w, std::string_view ident, const MatText& text) {
  open(w, "itemfeedback", {{"ident", ident}});
  open(w, "flow_mat");
  add_material(w, text);
  w.close("flow_mat");
  w.close("itemfeedback");
}

void add_score_outcome(XmlWriter& w) {
  open(w, "outcomes");
  add(w, "decvar", {{"maxvalue", "100"}, {"minvalue", "0"}, {"varname", "SCORE"}, {"vartype", "Decimal"}});
  w.close("outcomes");
}

void add_feedback_condition(XmlWriter& w, std::string_view feedback) {
  open(w, "respcondition", {{"continue", "Yes"}});
  open(w, "conditionvar");
  add(w, "other");
  w.close("conditionvar");
  add(w, "displayfeedback", {{"feedbacktype", "Response"}, {"linkrefid", feedback}});
  w.close("respcondition");
}

void add_answer_feedback_condition(XmlWriter& w, std::string_view respident, std::string_view answer) {
  open(w, "respcondition", {{"continue", "Yes"}});
  open(w, "conditionvar");
  add_varequal(w, respident, answer);
  w.close("conditionvar");
  const std::string feedback = std::string(answer) + "_fb";
  add(w, "displayfeedback", {{"feedbacktype", "Response"}, {"linkrefid", feedback}});
  w.close("respcondition");
}

void add_varequal(XmlWriter& w, std::string_view respident, std::string_view value, bool case_sensitive) {
  if (case_sensitive)
    add_text(w, "varequal", value, {{"respident", respident}, {"case", "Yes"}});
  else
    add_text(w, "varequal", value, {{"respident", respident}});
}

void add_setvar(XmlWriter& w, const char* action, std::string_view value) {
  add_text(w, "setvar", value, {{"action", action}, {"varname", "SCORE"}});
}

}  // namespace quizpack::canvas
