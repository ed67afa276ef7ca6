// Test-only: evaluates the QTI 2.1 response and outcome processing subset that quizpack writes.
#include "support/qti_evaluator.hpp"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <regex>
#include <stdexcept>
#include <string>

#include <unicode/unistr.h>
#include <pugixml.hpp>

#include "support/xml_document.hpp"

namespace quizpack::test {
namespace {

// A value of any cardinality: no entries means NULL.
struct Value {
  std::vector<std::string> entries;
  bool ordered = false;  // an ordered container: match compares entries position by position
  bool is_null() const { return entries.empty(); }
};

double number(const std::string& text) {
  char* end = nullptr;
  const double v = std::strtod(text.c_str(), &end);
  if (end == text.c_str() || *end != '\0') throw std::runtime_error("not a number: " + text);
  return v;
}

Value boolean(bool b) { return {{b ? "true" : "false"}}; }

// Every digit a double needs to read back the same.
std::string text(double v) {
  char buffer[40];
  std::snprintf(buffer, sizeof buffer, "%.17g", v);
  return buffer;
}

// Unicode case folding, as engines compare mapEntry keys with caseSensitive="false".
std::string lower(const std::string& s) {
  std::string folded;
  icu::UnicodeString::fromUTF8(s).foldCase().toUTF8String(folded);
  return folded;
}

// A UTF-8 text as one wchar_t per code point, so a pattern's "." stands for a character.
std::wstring code_points(const std::string& s) {
  const icu::UnicodeString u = icu::UnicodeString::fromUTF8(s);
  std::wstring out;
  for (int32_t i = 0; i < u.length(); i = u.moveIndex32(i, 1)) out.push_back(static_cast<wchar_t>(u.char32At(i)));
  return out;
}

class Evaluator {
 public:
  std::map<std::string, Value> variables;
  std::map<std::string, Value> correct;
  std::map<std::string, pugi::xml_node> mappings;
  std::vector<double> test_scores;

  Value eval(pugi::xml_node e) {
    const std::string name = e.name();
    if (name == "baseValue") return {{e.child_value()}};
    if (name == "variable") return variables.at(e.attribute("identifier").value());
    if (name == "correct") return correct.at(e.attribute("identifier").value());
    if (name == "mapResponse") return map_response(e.attribute("identifier").value());
    if (name == "isNull") return boolean(eval(e.first_child()).is_null());
    if (name == "match") return match(eval(e.first_child()), eval(e.first_child().next_sibling()));
    if (name == "equal") return equal(e);
    if (name == "gte" || name == "lte") {
      const Value a = eval(e.first_child()), b = eval(e.first_child().next_sibling());
      if (a.is_null() || b.is_null()) return {};
      const double x = number(a.entries[0]), y = number(b.entries[0]);
      return boolean(name == "gte" ? x >= y : x <= y);
    }
    if (name == "and") {
      bool all = true;
      for (pugi::xml_node c : e.children()) {
        const Value v = eval(c);
        if (v.is_null()) return {};
        all = all && v.entries[0] == "true";
      }
      return boolean(all);
    }
    if (name == "or") {
      bool any = false;
      for (pugi::xml_node c : e.children()) {
        const Value v = eval(c);
        if (v.is_null()) return {};
        any = any || v.entries[0] == "true";
      }
      return boolean(any);
    }
    if (name == "patternMatch") {
      const Value v = eval(e.first_child());
      if (v.is_null()) return {};
      // An XML Schema pattern matches the whole value, character by character.
      const std::wregex pattern(code_points(e.attribute("pattern").value()));
      return boolean(std::regex_match(code_points(v.entries[0]), pattern));
    }
    if (name == "substring") {
      const Value needle = eval(e.first_child()), haystack = eval(e.first_child().next_sibling());
      if (needle.is_null() || haystack.is_null()) return {};
      const bool case_sensitive = e.attribute("caseSensitive").as_bool(true);
      return boolean(case_sensitive ? haystack.entries[0].find(needle.entries[0]) != std::string::npos
                                    : lower(haystack.entries[0]).find(lower(needle.entries[0])) != std::string::npos);
    }
    if (name == "multiple") {
      Value out;
      for (pugi::xml_node c : e.children()) {
        const Value v = eval(c);
        out.entries.insert(out.entries.end(), v.entries.begin(), v.entries.end());
      }
      return out;
    }
    if (name == "sum") {
      double total = 0;
      for (pugi::xml_node c : e.children()) {
        const Value v = eval(c);
        if (v.is_null()) return {};
        for (const auto& s : v.entries) total += number(s);
      }
      return {{text(total)}};
    }
    if (name == "product" || name == "divide") {
      std::vector<double> operands;
      for (pugi::xml_node c : e.children()) {
        const Value v = eval(c);
        if (v.is_null()) return {};
        operands.push_back(number(v.entries[0]));
      }
      if (name == "divide") {
        if (operands.size() != 2 || operands[1] == 0) return {};
        return {{text(operands[0] / operands[1])}};
      }
      double total = 1;
      for (double x : operands) total *= x;
      return {{text(total)}};
    }
    if (name == "index") {
      const Value v = eval(e.first_child());
      if (!v.ordered) throw std::runtime_error("index of a container that is not ordered");
      const auto n = static_cast<std::size_t>(e.attribute("n").as_int());
      if (n < 1 || n > v.entries.size()) return {};
      return {{v.entries[n - 1]}};
    }
    if (name == "testVariables") {
      Value out;
      for (double s : test_scores) out.entries.push_back(text(s));
      return out;
    }
    throw std::runtime_error("expression not supported: " + name);
  }

  void run_rules(pugi::xml_node parent) {
    for (pugi::xml_node rule : parent.children()) run_rule(rule);
  }

 private:
  static Value match(const Value& a, const Value& b) {
    if (a.is_null() || b.is_null()) return {};
    if (a.ordered || b.ordered) return boolean(a.entries == b.entries);
    std::vector<std::string> x = a.entries, y = b.entries;
    std::sort(x.begin(), x.end());
    std::sort(y.begin(), y.end());
    return boolean(x == y);
  }

  Value equal(pugi::xml_node e) {
    const Value a = eval(e.first_child()), b = eval(e.first_child().next_sibling());
    if (a.is_null() || b.is_null()) return {};
    const double x = number(a.entries[0]), y = number(b.entries[0]);
    const std::string mode = e.attribute("toleranceMode").value();
    if (mode == "exact") return boolean(x == y);
    if (mode != "absolute") throw std::runtime_error("tolerance mode not supported: " + mode);
    const std::string t = e.attribute("tolerance").value();
    const auto space = t.find(' ');
    const double t0 = number(t.substr(0, space));
    const double t1 = space == std::string::npos ? t0 : number(t.substr(space + 1));
    const bool low_ok = e.attribute("includeLowerBound").as_bool(true) ? x >= y - t0 : x > y - t0;
    const bool high_ok = e.attribute("includeUpperBound").as_bool(true) ? x <= y + t1 : x < y + t1;
    return boolean(low_ok && high_ok);
  }

  Value map_response(const std::string& identifier) {
    const pugi::xml_node mapping = mappings.at(identifier);
    const Value response = variables.at(identifier);
    std::set<std::string> distinct(response.entries.begin(), response.entries.end());
    double total = 0;
    for (const auto& given : distinct) {
      bool found = false;
      for (pugi::xml_node entry : mapping.children("mapEntry")) {
        const std::string key = entry.attribute("mapKey").value();
        const bool case_sensitive = entry.attribute("caseSensitive").as_bool(true);
        if (case_sensitive ? key == given : lower(key) == lower(given)) {
          total += entry.attribute("mappedValue").as_double();
          found = true;
          break;
        }
      }
      if (!found) total += mapping.attribute("defaultValue").as_double(0);
    }
    if (mapping.attribute("lowerBound")) total = std::max(total, mapping.attribute("lowerBound").as_double());
    if (mapping.attribute("upperBound")) total = std::min(total, mapping.attribute("upperBound").as_double());
    return {{text(total)}};
  }

  static bool holds(const Value& v) { return !v.is_null() && v.entries[0] == "true"; }

  void run_rule(pugi::xml_node rule) {
    const std::string name = rule.name();
    if (name == "setOutcomeValue") {
      variables[rule.attribute("identifier").value()] = eval(rule.first_child());
    } else if (name == "responseCondition") {
      for (pugi::xml_node branch : rule.children()) {
        const std::string kind = branch.name();
        if (kind == "responseElse") {
          run_rules(branch);
          return;
        }
        if (holds(eval(branch.first_child()))) {
          for (pugi::xml_node r = branch.first_child().next_sibling(); r; r = r.next_sibling()) run_rule(r);
          return;
        }
      }
    } else {
      throw std::runtime_error("rule not supported: " + name);
    }
  }
};

void declare_outcomes(Evaluator& ev, pugi::xml_node root) {
  for (pugi::xml_node d : root.children("outcomeDeclaration")) {
    Value initial;
    for (pugi::xml_node v : d.child("defaultValue").children("value")) initial.entries.push_back(v.child_value());
    ev.variables[d.attribute("identifier").value()] = initial;
  }
}

double score_of(const Evaluator& ev) {
  const Value& score = ev.variables.at("SCORE");
  return score.is_null() ? 0 : number(score.entries[0]);
}

}  // namespace

ItemOutcome evaluate_item(const std::string& item_xml, const Response& response) {
  std::map<std::string, Response> responses;
  const pugi::xml_document doc = parsed_xml(item_xml);
  for (pugi::xml_node d : doc.child("assessmentItem").children("responseDeclaration"))
    responses[d.attribute("identifier").value()] = response;
  return evaluate_item_responses(item_xml, responses);
}

ItemOutcome evaluate_item_responses(const std::string& item_xml, const std::map<std::string, Response>& responses) {
  const pugi::xml_document doc = parsed_xml(item_xml);
  const pugi::xml_node item = doc.child("assessmentItem");
  Evaluator ev;
  for (pugi::xml_node d : item.children("responseDeclaration")) {
    const std::string id = d.attribute("identifier").value();
    const bool ordered = std::string(d.attribute("cardinality").value()) == "ordered";
    Value right;
    right.ordered = ordered;
    for (pugi::xml_node v : d.child("correctResponse").children("value")) right.entries.push_back(v.child_value());
    ev.correct[id] = right;
    if (d.child("mapping")) ev.mappings[id] = d.child("mapping");
    const auto given = responses.find(id);
    ev.variables[id] = Value{given == responses.end() ? Response{} : given->second, ordered};
  }
  declare_outcomes(ev, item);
  ev.run_rules(item.child("responseProcessing"));
  ItemOutcome out;
  out.score = score_of(ev);
  const Value& feedback = ev.variables.at("FEEDBACK");
  out.feedback.insert(feedback.entries.begin(), feedback.entries.end());
  return out;
}

TestOutcome evaluate_test(const std::string& test_xml, const std::vector<double>& item_scores) {
  const pugi::xml_document doc = parsed_xml(test_xml);
  const pugi::xml_node test = doc.child("assessmentTest");
  Evaluator ev;
  ev.test_scores = item_scores;
  declare_outcomes(ev, test);
  ev.run_rules(test.child("outcomeProcessing"));
  return {score_of(ev), ev.variables.at("PASS").entries.at(0) == "true"};
}

}  // namespace quizpack::test
