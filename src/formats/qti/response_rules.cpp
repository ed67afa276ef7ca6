// Writers for the responseProcessing rules and expressions quizpack puts into items.
#include "formats/qti/response_rules.hpp"

#include <algorithm>
#include <cctype>
#include <string>
#include <string_view>

#include "formats/qti/identifiers.hpp"
#include "text/utf8.hpp"
#include "text/whitespace.hpp"

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

void add_response_matches_correct(QtiWriter& w, const std::string& response) {
  w.open("match");
  w.add("variable", {{"identifier", response}});
  w.add("correct", {{"identifier", response}});
  w.close("match");
}

void add_response_is_null(QtiWriter& w, const std::string& response) {
  w.open("isNull");
  w.add("variable", {{"identifier", response}});
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

void add_position_rules(QtiWriter& w, const std::vector<std::string>& identifiers, double points) {
  set_score(w, 0);
  for (std::size_t i = 0; i < identifiers.size(); ++i) {
    w.open("responseCondition");
    w.open("responseIf");
    w.open("match");
    w.open("index", {{"n", std::to_string(i + 1)}});
    w.add("variable", {{"identifier", "RESPONSE"}});
    w.close("index");
    w.add_text("baseValue", identifiers[i], {{"baseType", "identifier"}});
    w.close("match");
    w.open("setOutcomeValue", {{"identifier", "SCORE"}});
    w.open("sum");
    w.add("variable", {{"identifier", "SCORE"}});
    w.add_text("baseValue", "1", {{"baseType", "float"}});
    w.close("sum");
    w.close("setOutcomeValue");
    w.close("responseIf");
    w.close("responseCondition");
  }
  w.open("setOutcomeValue", {{"identifier", "SCORE"}});
  w.open("divide");
  w.open("product");
  w.add("variable", {{"identifier", "SCORE"}});
  w.add_text("baseValue", format_number(points), {{"baseType", "float"}});
  w.close("product");
  w.add_text("baseValue", std::to_string(identifiers.size()), {{"baseType", "float"}});
  w.close("divide");
  w.close("setOutcomeValue");
}

void add_to_score(QtiWriter& w, double points) {
  w.open("setOutcomeValue", {{"identifier", "SCORE"}});
  w.open("sum");
  w.add("variable", {{"identifier", "SCORE"}});
  w.add_text("baseValue", format_number(points), {{"baseType", "float"}});
  w.close("sum");
  w.close("setOutcomeValue");
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

// One character of an answer in an XML Schema regular expression that ECMAScript reads the same way.
void append_literal(std::string& out, std::string_view c) {
  if (c == "$") {
    out += "[$]";  // \$ is no XML Schema escape, a bare $ an ECMAScript anchor
    return;
  }
  if (c.size() == 1 && std::string_view("\\|.?*+(){}[]^").find(c[0]) != std::string_view::npos) out += '\\';
  out += c;
}

// `answer` as a pattern: white space allowed around it, each run of white space inside as \s+, ASCII letters in
// either case unless `case_sensitive`, and other characters of the Basic Multilingual Plane as "." when
// `any_non_ascii` (a substring test then checks them).
std::string answer_pattern(std::string_view answer, bool case_sensitive, bool any_non_ascii) {
  std::string out = "\\s*";
  for (std::size_t i = 0; i < answer.size();) {
    if (is_space(answer[i])) {
      while (i < answer.size() && is_space(answer[i])) ++i;
      out += "\\s+";
      continue;
    }
    const std::size_t n = std::max<std::size_t>(1, utf8_sequence_length(answer, i));
    const std::string_view c = answer.substr(i, n);
    i += n;
    const auto a = static_cast<unsigned char>(c[0]);
    if (!case_sensitive && n == 1 && std::isalpha(a)) {
      out += '[';
      out += static_cast<char>(std::tolower(a));
      out += static_cast<char>(std::toupper(a));
      out += ']';
    } else if (any_non_ascii && n > 1 && n < 4) {
      out += '.';
    } else {
      append_literal(out, c);
    }
  }
  return out + "\\s*";
}

bool is_ascii(std::string_view s) {
  return std::all_of(s.begin(), s.end(), [](char c) { return static_cast<unsigned char>(c) < 0x80; });
}

// The response lies in low..high, both ends included.
void add_range_test(QtiWriter& w, const std::string& low, const std::string& high, const std::string& response) {
  w.open("and");
  w.open("gte");
  w.add("variable", {{"identifier", response}});
  w.add_text("baseValue", low, {{"baseType", "float"}});
  w.close("gte");
  w.open("lte");
  w.add("variable", {{"identifier", response}});
  w.add_text("baseValue", high, {{"baseType", "float"}});
  w.close("lte");
  w.close("and");
}

}  // namespace

void add_text_accept_test(QtiWriter& w, const std::vector<std::string>& answers, bool case_sensitive,
                          const std::string& response) {
  w.open("or");
  for (const auto& answer : answers) {
    const bool with_substring = !case_sensitive && !is_ascii(answer);
    if (with_substring) {
      w.open("and");
      w.open("substring", {{"caseSensitive", "false"}});
      w.add_text("baseValue", answer, {{"baseType", "string"}});
      w.add("variable", {{"identifier", response}});
      w.close("substring");
    }
    w.open("patternMatch", {{"pattern", answer_pattern(answer, case_sensitive, with_substring)}});
    w.add("variable", {{"identifier", response}});
    w.close("patternMatch");
    if (with_substring) w.close("and");
  }
  w.close("or");
}

// A tolerance becomes the inclusive range value ± tolerance, its ends rounded to 15 significant digits so that
// decimal boundaries (3.14 ± 0.01 → 3.13..3.15) are accepted despite binary rounding.
void add_accept_test(QtiWriter& w, const Tolerance& accepted, const std::string& response) {
  if (accepted.tolerance > 0) {
    add_range_test(w, format_rounded(accepted.value - accepted.tolerance),
                   format_rounded(accepted.value + accepted.tolerance), response);
    return;
  }
  w.open("equal", {{"toleranceMode", "exact"}});
  w.add("variable", {{"identifier", response}});
  w.add_text("baseValue", format_number(accepted.value), {{"baseType", "float"}});
  w.close("equal");
}

void add_accept_test(QtiWriter& w, const Range& accepted, const std::string& response) {
  add_range_test(w, format_number(accepted.low), format_number(accepted.high), response);
}

}  // namespace quizpack::qti
