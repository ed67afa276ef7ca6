// Test-only: what a cloze question's gaps mean, without their ids (which no format keeps): kind, points,
// answers per language, numbers, the right option.
#pragma once

#include <string>

#include "model/overloaded.hpp"
#include "model/question.hpp"

namespace quizpack::test {

inline std::string cloze_key(const Cloze& cloze) {
  std::string k;
  for (const auto& gap : cloze.gaps) {
    k += "[" + std::to_string(gap.points) + " ";
    k += std::visit(Overloaded{[](const TextGap& t) {
                                 std::string s = t.case_sensitive ? "case:" : "text:";
                                 for (const auto& [lang, list] : t.accepted)
                                   for (const auto& a : list) s += lang + "=" + a + ";";
                                 return s;
                               },
                               [](const NumberGap& n) {
                                 return std::visit(Overloaded{[](const Tolerance& t) {
                                                                return std::to_string(t.value - t.tolerance) + ".." +
                                                                       std::to_string(t.value + t.tolerance);
                                                              },
                                                              [](const Range& r) {
                                                                return std::to_string(r.low) + ".." +
                                                                       std::to_string(r.high);
                                                              }},
                                                   n.accepted);
                               },
                               [](const ChoiceGap& c) {
                                 std::string s = "choice:";
                                 for (const auto& o : c.options) s += o.correct ? '1' : '0';
                                 return s;
                               }},
                    gap.accepts);
    k += "]";
  }
  return k;
}

}  // namespace quizpack::test
