// What a QTI 2.1 item says about scoring: its response declaration, its response processing (a standard
// template or quizpack's own rules) and the points it is worth.
#pragma once

#include <optional>
#include <string>
#include <variant>
#include <vector>

#include <pugixml.hpp>

#include "model/question.hpp"

namespace quizpack::qti21 {

struct MapEntry {
  std::string key;
  double value = 0;
  std::optional<bool> case_sensitive;
};

struct ResponseDeclaration {
  std::string cardinality;  // single, multiple, ordered, record
  std::string base_type;    // identifier, string, float, integer, directedPair, ...
  std::vector<std::string> correct;
  bool has_mapping = false;
  std::vector<MapEntry> mapping;
  std::optional<double> lower_bound, upper_bound;
};

enum class Rule { None, MatchCorrect, MapResponse, MapResponsePoint, Custom };

struct Scoring {
  Rule rule = Rule::None;
  std::string template_name;  // the template's last path segment, "" for inline rules
  bool maps = false;          // the rules score through the mapping (mapResponse)
  bool matches_correct = false;
  std::optional<std::variant<Tolerance, Range>> numeric;  // the accepted numbers of inline rules
  std::vector<std::string> strings;                       // strings compared by inline rules
  std::optional<bool> case_sensitive;                     // of the inline string comparison
};

// The <responseDeclaration> with `identifier` in `item` (empty values when there is none).
ResponseDeclaration read_declaration(pugi::xml_node item, const std::string& identifier);

// The item's <responseProcessing>, as a template or as recognised inline rules.
Scoring read_scoring(pugi::xml_node item);

// What the response rules that test one response variable say (a cloze gap's): its strings, numbers and case
// rule, whether it is matched against its correct response, and the points a right answer adds to SCORE.
struct GapScoring {
  Scoring scoring;
  std::optional<double> points;
};
GapScoring read_gap_scoring(pugi::xml_node item, const std::string& variable);

// The points the item is worth: MAXSCORE's default, SCORE's normalMaximum, else what the processing gives a
// right answer (the mapping's upper bound or sum, the highest score set); nullopt when nothing says.
std::optional<double> item_points(pugi::xml_node item, const ResponseDeclaration& response, const Scoring& scoring);

// A number as QTI writes it ("2.5", "1e3"); nullopt when the text is not one.
std::optional<double> number(const std::string& text);

// Whether two scores or numbers are the same up to rounding in the file (a millionth, relative above 1).
bool near(double a, double b);

// The numbers a numerical question or number gap accepts: the rules' range, as a value with a tolerance when it is
// centred on the correct response; without rules the correct response exactly; nothing when neither says.
std::optional<std::variant<Tolerance, Range>> accepted_numbers(const std::optional<double>& correct,
                                                               const Scoring& rules);

}  // namespace quizpack::qti21
