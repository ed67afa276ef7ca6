// Writers for the responseProcessing rules and expressions quizpack puts into items.
#include "formats/qti/response_rules.hpp"

#include <string>

#include "formats/qti/identifiers.hpp"

namespace quizpack::qti {

void set_score(QtiWriter& w, double points) {
  w.open("setOutcomeValue", {{"identifier", "SCORE"}});
  w.add_text("baseValue", format_number(points), {{"baseType", "float"}});
  w.close("setOutcomeValue");
}

void set_score_from_mapping(QtiWriter& w) {
  w.open("setOutcomeValue", {{"identifier", "SCORE"}});
  w.add("mapResponse", {{"identifier", "RESPONSE"}});
  w.close("setOutcomeValue");
}

void add_response_matches_correct(QtiWriter& w) {
  w.open("match");
  w.add("variable", {{"identifier", "RESPONSE"}});
  w.add("correct", {{"identifier", "RESPONSE"}});
  w.close("match");
}

void add_response_is_null(QtiWriter& w) {
  w.open("isNull");
  w.add("variable", {{"identifier", "RESPONSE"}});
  w.close("isNull");
}

void add_match_correct_rules(QtiWriter& w, double points) {
  w.open("responseCondition");
  w.open("responseIf");
  add_response_matches_correct(w);
  set_score(w, points);
  w.close("responseIf");
  w.open("responseElse");
  set_score(w, 0);
  w.close("responseElse");
  w.close("responseCondition");
}

void add_map_response_rules(QtiWriter& w, double points) {
  w.open("responseCondition");
  w.open("responseIf");
  add_response_is_null(w);
  set_score(w, 0);
  w.close("responseIf");
  w.open("responseElseIf");
  add_response_matches_correct(w);
  set_score(w, points);
  w.close("responseElseIf");
  w.open("responseElse");
  set_score_from_mapping(w);
  w.close("responseElse");
  w.close("responseCondition");
}

void add_feedback_rule(QtiWriter& w, bool with_choices) {
  w.open("setOutcomeValue", {{"identifier", "FEEDBACK"}});
  w.open("multiple");
  w.add_text("baseValue", kExplanationFeedback, {{"baseType", "identifier"}});
  if (with_choices) w.add("variable", {{"identifier", "RESPONSE"}});
  w.close("multiple");
  w.close("setOutcomeValue");
}

namespace {

// The response lies in low..high, both ends included.
void add_range_test(QtiWriter& w, const std::string& low, const std::string& high) {
  w.open("and");
  w.open("gte");
  w.add("variable", {{"identifier", "RESPONSE"}});
  w.add_text("baseValue", low, {{"baseType", "float"}});
  w.close("gte");
  w.open("lte");
  w.add("variable", {{"identifier", "RESPONSE"}});
  w.add_text("baseValue", high, {{"baseType", "float"}});
  w.close("lte");
  w.close("and");
}

}  // namespace

// A tolerance becomes the inclusive range value ± tolerance, its ends rounded to 15 significant digits so that
// decimal boundaries (3.14 ± 0.01 → 3.13..3.15) are accepted despite binary rounding.
void add_accept_test(QtiWriter& w, const Tolerance& accepted) {
  if (accepted.tolerance > 0) {
    add_range_test(w, format_rounded(accepted.value - accepted.tolerance),
                   format_rounded(accepted.value + accepted.tolerance));
    return;
  }
  w.open("equal", {{"toleranceMode", "exact"}});
  w.add("variable", {{"identifier", "RESPONSE"}});
  w.add_text("baseValue", format_number(accepted.value), {{"baseType", "float"}});
  w.close("equal");
}

void add_accept_test(QtiWriter& w, const Range& accepted) {
  add_range_test(w, format_number(accepted.low), format_number(accepted.high));
}

}  // namespace quizpack::qti
