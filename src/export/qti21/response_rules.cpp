// Writers for the responseProcessing rules and expressions quizpack puts into items.
#include "export/qti21/response_rules.hpp"

#include "export/qti21/identifiers.hpp"

namespace quizpack::qti21 {

void set_score(XmlWriter& w, double points) {
  open(w, "setOutcomeValue", {{"identifier", "SCORE"}});
  add_text(w, "baseValue", format_number(points), {{"baseType", "float"}});
  w.close("setOutcomeValue");
}

void set_score_from_mapping(XmlWriter& w) {
  open(w, "setOutcomeValue", {{"identifier", "SCORE"}});
  add(w, "mapResponse", {{"identifier", "RESPONSE"}});
  w.close("setOutcomeValue");
}

void add_response_matches_correct(XmlWriter& w) {
  open(w, "match");
  add(w, "variable", {{"identifier", "RESPONSE"}});
  add(w, "correct", {{"identifier", "RESPONSE"}});
  w.close("match");
}

void add_response_is_null(XmlWriter& w) {
  open(w, "isNull");
  add(w, "variable", {{"identifier", "RESPONSE"}});
  w.close("isNull");
}

void add_match_correct_rules(XmlWriter& w, double points) {
  open(w, "responseCondition");
  open(w, "responseIf");
  add_response_matches_correct(w);
  set_score(w, points);
  w.close("responseIf");
  open(w, "responseElse");
  set_score(w, 0);
  w.close("responseElse");
  w.close("responseCondition");
}

void add_map_response_rules(XmlWriter& w, double points) {
  open(w, "responseCondition");
  open(w, "responseIf");
  add_response_is_null(w);
  set_score(w, 0);
  w.close("responseIf");
  open(w, "responseElseIf");
  add_response_matches_correct(w);
  set_score(w, points);
  w.close("responseElseIf");
  open(w, "responseElse");
  set_score_from_mapping(w);
  w.close("responseElse");
  w.close("responseCondition");
}

void add_feedback_rule(XmlWriter& w, bool with_choices) {
  open(w, "setOutcomeValue", {{"identifier", "FEEDBACK"}});
  open(w, "multiple");
  add_text(w, "baseValue", kExplanationFeedback, {{"baseType", "identifier"}});
  if (with_choices) add(w, "variable", {{"identifier", "RESPONSE"}});
  w.close("multiple");
  w.close("setOutcomeValue");
}

}  // namespace quizpack::qti21
