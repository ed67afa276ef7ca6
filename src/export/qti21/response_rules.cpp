// Builders for the responseProcessing rules and expressions quizpack writes into items.
#include "export/qti21/response_rules.hpp"

#include "export/qti21/identifiers.hpp"
#include "export/qti21/xml_builder.hpp"

namespace quizpack::qti21 {

void set_score(pugi::xml_node parent, double points) {
  pugi::xml_node set = add(parent, "setOutcomeValue", {{"identifier", "SCORE"}});
  add_text(set, "baseValue", format_number(points), {{"baseType", "float"}});
}

void set_score_from_mapping(pugi::xml_node parent) {
  pugi::xml_node set = add(parent, "setOutcomeValue", {{"identifier", "SCORE"}});
  add(set, "mapResponse", {{"identifier", "RESPONSE"}});
}

void add_response_matches_correct(pugi::xml_node parent) {
  pugi::xml_node match = add(parent, "match");
  add(match, "variable", {{"identifier", "RESPONSE"}});
  add(match, "correct", {{"identifier", "RESPONSE"}});
}

void add_response_is_null(pugi::xml_node parent) {
  add(add(parent, "isNull"), "variable", {{"identifier", "RESPONSE"}});
}

void add_match_correct_rules(pugi::xml_node processing, double points) {
  pugi::xml_node condition = add(processing, "responseCondition");
  pugi::xml_node when_right = add(condition, "responseIf");
  add_response_matches_correct(when_right);
  set_score(when_right, points);
  set_score(add(condition, "responseElse"), 0);
}

void add_map_response_rules(pugi::xml_node processing, double points) {
  pugi::xml_node condition = add(processing, "responseCondition");
  pugi::xml_node when_empty = add(condition, "responseIf");
  add_response_is_null(when_empty);
  set_score(when_empty, 0);
  pugi::xml_node when_right = add(condition, "responseElseIf");
  add_response_matches_correct(when_right);
  set_score(when_right, points);
  set_score_from_mapping(add(condition, "responseElse"));
}

void add_feedback_rule(pugi::xml_node processing, bool with_choices) {
  pugi::xml_node set = add(processing, "setOutcomeValue", {{"identifier", "FEEDBACK"}});
  pugi::xml_node multiple = add(set, "multiple");
  add_text(multiple, "baseValue", kExplanationFeedback, {{"baseType", "identifier"}});
  if (with_choices) add(multiple, "variable", {{"identifier", "RESPONSE"}});
}

}  // namespace quizpack::qti21
