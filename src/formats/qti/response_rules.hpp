// Writers for the responseProcessing rules and expressions quizpack puts into items.
#pragma once

#include <string>
#include <vector>

#include "formats/qti/qti_writer.hpp"
#include "model/quiz.hpp"

namespace quizpack::qti {

// <setOutcomeValue identifier="SCORE"><baseValue baseType="float">points</baseValue></setOutcomeValue>
void set_score(QtiWriter& w, double points);

// <setOutcomeValue identifier="SCORE"><mapResponse identifier="RESPONSE"/></setOutcomeValue>
void set_score_from_mapping(QtiWriter& w);

// <match><variable identifier="RESPONSE"/><correct identifier="RESPONSE"/></match>
void add_response_matches_correct(QtiWriter& w, const std::string& response = "RESPONSE");

// <isNull><variable identifier="RESPONSE"/></isNull>
void add_response_is_null(QtiWriter& w, const std::string& response = "RESPONSE");

// The rules of the match_correct template with `points` for a right answer.
void add_match_correct_rules(QtiWriter& w, double points);

// The rules of the map_response template, with `points` for exactly the correct response.
void add_map_response_rules(QtiWriter& w, double points);

// An ordered response scored per position: SCORE counts the positions holding `identifiers[i]` (the right order),
// then becomes that count × `points` ÷ the number of positions (so the right order earns exactly `points`).
void add_position_rules(QtiWriter& w, const std::vector<std::string>& identifiers, double points);

// Adds `points` to SCORE.
void add_to_score(QtiWriter& w, double points);

// Sets FEEDBACK to the explanation, and to the chosen choices too when `with_choices`.
void add_feedback_rule(QtiWriter& w, bool with_choices);

// The condition that a typed text is one of `answers` as the player compares them: white space around it ignored,
// each run of white space inside as one, case ignored unless `case_sensitive` (a patternMatch per answer, with a
// substring test where a letter's other case lies outside ASCII).
void add_text_accept_test(QtiWriter& w, const std::vector<std::string>& answers, bool case_sensitive,
                          const std::string& response = "RESPONSE");

// The condition that a numerical response is accepted: within value ± tolerance (or equal), or in the range.
void add_accept_test(QtiWriter& w, const Tolerance& accepted, const std::string& response = "RESPONSE");
void add_accept_test(QtiWriter& w, const Range& accepted, const std::string& response = "RESPONSE");

}  // namespace quizpack::qti
