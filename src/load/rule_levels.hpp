// The rules whose severity a team chooses (validate --severity RULE=LEVEL), with their defaults.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace quizpack {

enum class RuleLevel { Off, Warning, Error };

struct ChoosableRule {
  std::string_view name;
  RuleLevel level;  // by default
  std::string_view what;
};

// Every rule a team may turn off, make a warning or make an error, in name order.
const std::vector<ChoosableRule>& choosable_rules();

// The rule named `name`, or null when its severity is fixed.
const ChoosableRule* find_choosable_rule(std::string_view name);

// "off", "warning" or "error" as a level; nothing for another word.
std::optional<RuleLevel> rule_level_from(std::string_view word);

using RuleLevels = std::map<std::string, RuleLevel, std::less<>>;  // the levels chosen, by rule name

// Reads "RULE=LEVEL[,RULE=LEVEL...]" into `levels`; returns what is wrong with it, or "" when it is right.
std::string read_rule_levels(std::string_view text, RuleLevels& levels);

}  // namespace quizpack
