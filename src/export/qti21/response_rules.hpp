// Writers for the responseProcessing rules and expressions quizpack puts into items.
#pragma once

#include "export/qti21/xml_builder.hpp"

namespace quizpack::qti21 {

// <setOutcomeValue identifier="SCORE"><baseValue baseType="float">points</baseValue></setOutcomeValue>
void set_score(XmlWriter& w, double points);

// <setOutcomeValue identifier="SCORE"><mapResponse identifier="RESPONSE"/></setOutcomeValue>
void set_score_from_mapping(XmlWriter& w);

// <match><variable identifier="RESPONSE"/><correct identifier="RESPONSE"/></match>
void add_response_matches_correct(XmlWriter& w);

// <isNull><variable identifier="RESPONSE"/></isNull>
void add_response_is_null(XmlWriter& w);

// The rules of the match_correct template with `points` for a right answer.
void add_match_correct_rules(XmlWriter& w, double points);

// The rules of the map_response template, with `points` for exactly the correct response.
void add_map_response_rules(XmlWriter& w, double points);

// Sets FEEDBACK to the explanation, and to the chosen choices too when `with_choices`.
void add_feedback_rule(XmlWriter& w, bool with_choices);

}  // namespace quizpack::qti21
