// Reads response declarations and processing: the standard templates, quizpack's own rules and the points.
#include "import/qti21/qti21_scoring.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>

#include "formats/qti/xml_builder.hpp"
#include "import/qti21/qti21_xml.hpp"

namespace quizpack::qti21 {
namespace {

bool is_true(const char* value) { return std::string(value) == "true" || std::string(value) == "1"; }

std::optional<double> attribute_number(pugi::xml_node node, const char* name) {
  const auto a = node.attribute(name);
  return a ? number(a.value()) : std::nullopt;
}

// The float default value of an outcome declaration with `identifier`.
std::optional<double> outcome_default(pugi::xml_node item, const std::string& identifier) {
  for (auto outcome : children(item, "outcomeDeclaration"))
    if (outcome.attribute("identifier").value() == identifier)
      return number(trimmed_text(child(child(outcome, "defaultValue"), "value")));
  return std::nullopt;
}

std::optional<double> score_maximum(pugi::xml_node item) {
  for (auto outcome : children(item, "outcomeDeclaration"))
    if (std::string(outcome.attribute("identifier").value()) == "SCORE")
      return attribute_number(outcome, "normalMaximum");
  return std::nullopt;
}

std::optional<double> base_value(pugi::xml_node node) { return number(trimmed_text(child(node, "baseValue"))); }

// The accepted numbers of an <equal> test: exact, or absolute or relative tolerances.
std::optional<std::variant<Tolerance, Range>> equal_test(pugi::xml_node equal) {
  const auto value = base_value(equal);
  if (!value) return std::nullopt;
  const std::string mode = equal.attribute("toleranceMode").value();
  std::vector<double> t;
  for (const char* p = equal.attribute("tolerance").value(); *p != '\0';) {
    char* end = nullptr;
    t.push_back(std::strtod(p, &end));
    if (end == p) break;
    p = end;
  }
  if (mode.empty() || mode == "exact" || t.empty()) return Tolerance{*value, 0};
  const double below = std::fabs(t[0]), above = std::fabs(t.size() > 1 ? t[1] : t[0]);
  if (mode == "relative")
    return Range{*value - std::fabs(*value) * below / 100, *value + std::fabs(*value) * above / 100};
  if (below == above) return Tolerance{*value, below};
  return Range{*value - below, *value + above};
}

// The first numerical test of the rules: a range (gte and lte under and), an <equal>, or a <match> on a number.
std::optional<std::variant<Tolerance, Range>> numeric_test(pugi::xml_node processing) {
  for (auto node : processing.select_nodes(".//*")) {
    const auto n = node.node();
    const std::string_view name = local_name(n);
    if (name == "and" && child(n, "gte") && child(n, "lte")) {
      const auto low = base_value(child(n, "gte")), high = base_value(child(n, "lte"));
      if (low && high) return Range{*low, *high};
    }
    if (name == "equal") return equal_test(n);
  }
  return std::nullopt;
}

void read_strings(pugi::xml_node processing, Scoring& out) {
  for (auto node : descendants(processing, "stringMatch")) {
    out.case_sensitive = is_true(node.attribute("caseSensitive").value());
    if (child(node, "baseValue")) out.strings.push_back(child(node, "baseValue").text().get());
  }
  for (auto node : descendants(processing, "match")) {
    const auto value = child(node, "baseValue");
    if (value && std::string(value.attribute("baseType").value()) == "string") {
      out.case_sensitive = true;
      out.strings.push_back(value.text().get());
    }
  }
}

}  // namespace

std::optional<double> number(const std::string& text) {
  if (text.empty()) return std::nullopt;
  char* end = nullptr;
  const double value = std::strtod(text.c_str(), &end);
  if (*end != '\0' || !std::isfinite(value)) return std::nullopt;
  return value;
}

ResponseDeclaration read_declaration(pugi::xml_node item, const std::string& identifier) {
  ResponseDeclaration out;
  for (auto d : children(item, "responseDeclaration")) {
    if (d.attribute("identifier").value() != identifier) continue;
    out.cardinality = d.attribute("cardinality").value();
    out.base_type = d.attribute("baseType").value();
    for (auto v : children(child(d, "correctResponse"), "value")) out.correct.push_back(trimmed_text(v));
    const auto mapping = child(d, "mapping");
    out.has_mapping = static_cast<bool>(mapping);
    out.lower_bound = attribute_number(mapping, "lowerBound");
    out.upper_bound = attribute_number(mapping, "upperBound");
    for (auto e : children(mapping, "mapEntry")) {
      MapEntry entry{e.attribute("mapKey").value(), attribute_number(e, "mappedValue").value_or(0), std::nullopt};
      if (e.attribute("caseSensitive")) entry.case_sensitive = is_true(e.attribute("caseSensitive").value());
      out.mapping.push_back(std::move(entry));
    }
  }
  return out;
}

Scoring read_scoring(pugi::xml_node item) {
  Scoring out;
  const auto processing = child(item, "responseProcessing");
  if (!processing) return out;
  std::string uri = processing.attribute("template").value();
  if (uri.empty()) uri = processing.attribute("templateLocation").value();
  if (!uri.empty() && !processing.first_child()) {
    std::string name = uri.substr(uri.rfind('/') == std::string::npos ? 0 : uri.rfind('/') + 1);
    if (name.size() > 4 && name.compare(name.size() - 4, 4, ".xml") == 0) name.resize(name.size() - 4);
    out.template_name = name;
    out.rule = name == "match_correct"        ? Rule::MatchCorrect
               : name == "map_response"       ? Rule::MapResponse
               : name == "map_response_point" ? Rule::MapResponsePoint
                                              : Rule::None;
    out.maps = out.rule == Rule::MapResponse || out.rule == Rule::MapResponsePoint;
    out.matches_correct = out.rule == Rule::MatchCorrect;
    return out;
  }
  out.rule = Rule::Custom;
  out.maps = !descendants(processing, "mapResponse").empty() || !descendants(processing, "mapResponsePoint").empty();
  for (auto m : descendants(processing, "match"))
    if (child(m, "correct")) out.matches_correct = true;
  out.numeric = numeric_test(processing);
  read_strings(processing, out);
  return out;
}

GapScoring read_gap_scoring(pugi::xml_node item, const std::string& variable) {
  GapScoring out;
  out.scoring.rule = Rule::Custom;
  for (auto condition : children(child(item, "responseProcessing"), "responseCondition")) {
    const auto tested = descendants(condition, "variable");
    if (std::none_of(tested.begin(), tested.end(),
                     [&](pugi::xml_node v) { return v.attribute("identifier").value() == variable; }))
      continue;
    if (!out.scoring.numeric) out.scoring.numeric = numeric_test(condition);
    read_strings(condition, out.scoring);
    for (auto m : descendants(condition, "match"))
      if (child(m, "correct")) out.scoring.matches_correct = true;
    const auto sums = descendants(condition, "sum");
    if (!out.points && !sums.empty()) out.points = base_value(sums.front());
  }
  return out;
}

std::optional<double> item_points(pugi::xml_node item, const ResponseDeclaration& response, const Scoring& scoring) {
  if (const auto max = outcome_default(item, "MAXSCORE")) return max;
  if (const auto max = score_maximum(item)) return max;
  if (scoring.maps && response.has_mapping) {
    if (response.upper_bound) return response.upper_bound;
    double sum = 0, best = 0;
    for (const auto& e : response.mapping) {
      sum += std::max(e.value, 0.0);
      best = std::max(best, e.value);
    }
    return response.cardinality == "multiple" ? sum : best;
  }
  double best = 0;
  for (auto set : descendants(child(item, "responseProcessing"), "setOutcomeValue"))
    if (std::string(set.attribute("identifier").value()) == "SCORE") best = std::max(best, base_value(set).value_or(0));
  if (best > 0) return best;
  if (scoring.rule == Rule::MatchCorrect) return 1;
  return std::nullopt;
}

bool near(double a, double b) { return std::fabs(a - b) < 1e-6 * std::max(1.0, std::fabs(b)); }

std::optional<std::variant<Tolerance, Range>> accepted_numbers(const std::optional<double>& correct,
                                                               const Scoring& rules) {
  if (rules.numeric) {
    if (const auto* r = std::get_if<Range>(&*rules.numeric); r && correct && near((r->low + r->high) / 2, *correct))
      return Tolerance{*correct, std::stod(qti::format_rounded(r->high - *correct))};
    return *rules.numeric;
  }
  if (correct) return Tolerance{*correct, 0};
  return std::nullopt;
}

}  // namespace quizpack::qti21
