// Builders for the responseProcessing rules and expressions quizpack writes into items.
#pragma once

#include <string>

#include <pugixml.hpp>

namespace quizpack::qti21 {

// <setOutcomeValue identifier="SCORE"><baseValue baseType="float">points</baseValue></setOutcomeValue>
void set_score(pugi::xml_node parent, double points);

// <setOutcomeValue identifier="SCORE"><mapResponse identifier="RESPONSE"/></setOutcomeValue>
void set_score_from_mapping(pugi::xml_node parent);

// <match><variable identifier="RESPONSE"/><correct identifier="RESPONSE"/></match>
void add_response_matches_correct(pugi::xml_node parent);

// <isNull><variable identifier="RESPONSE"/></isNull>
void add_response_is_null(pugi::xml_node parent);

// The rules of the match_correct template with `points` for a right answer.
void add_match_correct_rules(pugi::xml_node processing, double points);

// The rules of the map_response template, with `points` for exactly the correct response.
void add_map_response_rules(pugi::xml_node processing, double points);

// Sets FEEDBACK to the explanation, and to the chosen choices too when `with_choices`.
void add_feedback_rule(pugi::xml_node processing, bool with_choices);

}  // namespace quizpack::qti21
