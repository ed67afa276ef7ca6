// Test-only: embedded answers from the case table's JSON, and a text that shows every field for comparison.
#pragma once

#include <cmath>
#include <cstdio>
#include <nlohmann/json.hpp>
#include <string>

#include "formats/moodle/embedded_answers.hpp"

namespace quizpack::test {

inline EmbeddedKind embedded_kind(const std::string& name) {
  if (name == "numerical") return EmbeddedKind::numerical;
  if (name == "multichoice") return EmbeddedKind::multichoice;
  if (name == "multiresponse") return EmbeddedKind::multiresponse;
  return EmbeddedKind::short_answer;
}

inline EmbeddedLayout embedded_layout(const std::string& name) {
  if (name == "vertical") return EmbeddedLayout::vertical;
  if (name == "horizontal") return EmbeddedLayout::horizontal;
  return EmbeddedLayout::dropdown;
}

inline EmbeddedAnswer embedded_from_json(const nlohmann::json& j) {
  EmbeddedAnswer out;
  out.weight = j.at("weight").get<double>();
  out.kind = embedded_kind(j.at("kind").get<std::string>());
  out.case_sensitive = j.value("case", false);
  out.layout = embedded_layout(j.value("layout", "dropdown"));
  out.shuffle = j.value("shuffle", false);
  for (const auto& a : j.at("alternatives")) {
    EmbeddedAlternative alt;
    alt.fraction = a.at("fraction").get<double>();
    alt.specific_fraction = a.value("specific", false);
    alt.answer = a.at("answer").get<std::string>();
    alt.feedback = a.value("feedback", "");
    if (a.contains("number")) alt.number = a.at("number").get<double>();
    if (a.contains("tolerance")) alt.tolerance = a.at("tolerance").get<double>();
    out.alternatives.push_back(std::move(alt));
  }
  return out;
}

// Every field of a sub-question, numbers to 9 significant digits.
inline std::string describe(const EmbeddedAnswer& a) {
  auto number = [](double v) {
    char buffer[40];
    std::snprintf(buffer, sizeof buffer, "%.9g", v);
    return std::string(buffer);
  };
  std::string out = "weight " + number(a.weight) + " kind " + std::to_string(static_cast<int>(a.kind)) + " case " +
                    (a.case_sensitive ? "yes" : "no") + " layout " + std::to_string(static_cast<int>(a.layout)) +
                    " shuffle " + (a.shuffle ? "yes" : "no") + "\n";
  for (const auto& alt : a.alternatives) {
    out += "  [" + number(alt.fraction) + (alt.specific_fraction ? " specific" : "") + "] \"" + alt.answer + "\"";
    if (alt.number) out += " number " + number(*alt.number);
    if (alt.tolerance) out += " tolerance " + number(*alt.tolerance);
    if (!alt.feedback.empty()) out += " feedback \"" + alt.feedback + "\"";
    out += "\n";
  }
  return out;
}

}  // namespace quizpack::test
