// The rules whose severity a team chooses (validate --severity RULE=LEVEL), with their defaults.
#include "load/rule_levels.hpp"

#include <algorithm>

namespace quizpack {

const std::vector<ChoosableRule>& choosable_rules() {
  static const std::vector<ChoosableRule> rules{
      {"answer-pattern", RuleLevel::Warning, "correct options in a repeating pattern of positions"},
      {"correct-longest", RuleLevel::Warning, "the correct option is usually the longest"},
      {"markdown-escape", RuleLevel::Warning, "what CommonMark changes that was most likely meant literally"},
      {"media-alt", RuleLevel::Warning, "an image without alt text"},
      {"missing-explanation", RuleLevel::Off, "a question without an explanation"},
      {"raw-html", RuleLevel::Warning, "HTML in a text, shown as text"},
      {"tex", RuleLevel::Error, "a formula the TeX converter cannot read"},
      {"translation-state", RuleLevel::Warning, "a translation state that contradicts the language"},
      {"ui-language", RuleLevel::Warning, "a language without the player's interface texts"},
      {"unsafe-link", RuleLevel::Warning, "a link of a scheme the outputs drop"},
  };
  return rules;
}

const ChoosableRule* find_choosable_rule(std::string_view name) {
  const auto& rules = choosable_rules();
  const auto it = std::find_if(rules.begin(), rules.end(), [&](const ChoosableRule& r) { return r.name == name; });
  return it == rules.end() ? nullptr : &*it;
}

std::optional<RuleLevel> rule_level_from(std::string_view word) {
  if (word == "off") return RuleLevel::Off;
  if (word == "warning") return RuleLevel::Warning;
  if (word == "error") return RuleLevel::Error;
  return std::nullopt;
}

std::string read_rule_levels(std::string_view text, RuleLevels& levels) {
  while (!text.empty()) {
    const auto comma = text.find(',');
    std::string_view item = text.substr(0, comma);
    text = comma == std::string_view::npos ? std::string_view() : text.substr(comma + 1);
    while (!item.empty() && item.front() == ' ') item.remove_prefix(1);
    while (!item.empty() && item.back() == ' ') item.remove_suffix(1);
    if (item.empty()) continue;
    const auto equals = item.find('=');
    if (equals == std::string_view::npos) return "'" + std::string(item) + "' is not RULE=LEVEL";
    const std::string_view name = item.substr(0, equals);
    const ChoosableRule* rule = find_choosable_rule(name);
    if (!rule) {
      std::string names;
      for (const auto& r : choosable_rules()) names += (names.empty() ? "" : ", ") + std::string(r.name);
      return "the severity of '" + std::string(name) + "' cannot be chosen; these rules allow it: " + names;
    }
    const auto level = rule_level_from(item.substr(equals + 1));
    if (!level) return "'" + std::string(item.substr(equals + 1)) + "' is not a severity; use off, warning or error";
    levels[std::string(name)] = *level;
  }
  return "";
}

}  // namespace quizpack
