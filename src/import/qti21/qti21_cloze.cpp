// QTI 2.1 items of inline text entries and inline choices as cloze questions: each interaction a gap where it stands.
#include <algorithm>

#include "formats/qti/xml_builder.hpp"
#include "import/ids/imported_ids.hpp"
#include "import/qti21/qti21_item.hpp"
#include "text/gap_markers.hpp"

namespace quizpack::qti21 {

std::optional<Question> ItemReader::cloze(const std::vector<pugi::xml_node>& interactions, std::size_t position,
                                          std::set<std::string>& used_ids) {
  Question q;
  q.id = question_id(position, used_ids);
  q.location = item_.where(root_);
  what_ = "question " + q.id;
  q.title = title(q.id);
  Cloze body;
  std::vector<Replacement> markers;
  std::set<std::string> ids;
  for (std::size_t k = 0; k < interactions.size(); ++k) {
    interaction_ = interactions[k];
    const std::string variable = interaction_.attribute("responseIdentifier").value();
    std::string id = bank_id(variable, "GAP_", "g" + std::to_string(k + 1));
    if (!ids.insert(id).second) id = "g" + std::to_string(k + 1);
    auto read = gap(id, variable);
    if (!read) return std::nullopt;
    body.gaps.push_back(std::move(*read));
    markers.push_back({interaction_, "{{" + id + "}}"});
  }
  interaction_ = interactions.front();
  q.points = 0;
  for (const auto& g : body.gaps) q.points += g.points;
  const auto declared = item_points(root_, {}, {});
  if (declared && !near(*declared, q.points))
    warn("the item is worth " + qti::format_rounded(*declared) + " points but its gaps add up to " +
         qti::format_rounded(q.points) + "; the gaps' points are kept");
  q.body = std::move(body);
  q.stem = cloze_stem(markers);
  q.explanation = explanation({});
  return q;
}

// One gap from its response variable's declaration and the rules that test it.
std::optional<Gap> ItemReader::gap(const std::string& id, const std::string& variable) {
  const ResponseDeclaration declared = read_declaration(root_, variable);
  const GapScoring rules = read_gap_scoring(root_, variable);
  Gap gap;
  gap.id = id;
  gap.points = rules.points.value_or(1);
  if (gap.points <= 0) {
    warn("gap " + id + " adds no points; it is worth 1");
    gap.points = 1;
  }
  if (local_name(interaction_) == "inlineChoiceInteraction") return choice_gap(std::move(gap), declared);
  if (declared.base_type == "float" || declared.base_type == "integer")
    return number_gap(std::move(gap), declared, rules.scoring);
  return text_gap(std::move(gap), declared, rules.scoring);
}

// Accepted answers: the correct response, the mapping's full-score keys and the strings the rules compare.
std::optional<Gap> ItemReader::text_gap(Gap gap, const ResponseDeclaration& declared, const Scoring& rules) {
  std::vector<std::string> accepted(declared.correct.begin(), declared.correct.end());
  double full = 0;
  for (const auto& e : declared.mapping) full = std::max(full, e.value);
  std::set<bool> cases;
  for (const auto& e : declared.mapping) {
    if (e.case_sensitive) cases.insert(*e.case_sensitive);
    if (full > 0 && near(e.value, full)) accepted.push_back(e.key);
  }
  accepted.insert(accepted.end(), rules.strings.begin(), rules.strings.end());
  TextGap text;
  std::vector<std::string>& unique = text.accepted[ctx_.lang()];
  for (const auto& a : accepted)
    if (!a.empty() && std::find(unique.begin(), unique.end(), a) == unique.end()) unique.push_back(a);
  if (unique.empty())
    return leave_out("import-incomplete", "no accepted answer", "gap " + gap.id + " accepts no answer");
  text.case_sensitive = !cases.empty() ? cases.count(true) != 0 : rules.case_sensitive.value_or(true);
  gap.accepts = std::move(text);
  return gap;
}

// The number the rules accept (a range centred on the correct response as a value with a tolerance), else the
// correct response exactly.
std::optional<Gap> ItemReader::number_gap(Gap gap, const ResponseDeclaration& declared, const Scoring& rules) {
  const std::optional<double> correct = declared.correct.empty() ? std::nullopt : number(declared.correct.front());
  const auto accepted = accepted_numbers(correct, rules);
  if (!accepted) return leave_out("import-incomplete", "no accepted answer", "gap " + gap.id + " accepts no number");
  gap.accepts = NumberGap{*accepted};
  return gap;
}

// A drop-down: its inline choices, the one the correct response names (else the mapping's best) right.
std::optional<Gap> ItemReader::choice_gap(Gap gap, const ResponseDeclaration& declared) {
  std::set<std::string> right(declared.correct.begin(), declared.correct.end());
  if (right.empty())
    for (const auto& e : declared.mapping)
      if (e.value > 0) right.insert(e.key);
  ChoiceGap choice;
  const auto options = children(interaction_, "inlineChoice");
  std::size_t correct = 0;
  for (std::size_t i = 0; i < options.size(); ++i) {
    const std::string identifier = options[i].attribute("identifier").value();
    const bool is_right = right.count(identifier) != 0;
    correct += is_right;
    choice.options.push_back(
        {bank_id(identifier, "C_", option_id_at(i)), text(xhtml_of(options[i]), options[i]), is_right});
  }
  if (correct != 1)
    return leave_out("import-incomplete", "no single correct choice",
                     "gap " + gap.id + " needs one right option; it has " + std::to_string(correct));
  gap.accepts = std::move(choice);
  return gap;
}

// The item body with a marker {{id}} where each gap's interaction stands.
LocalizedText ItemReader::cloze_stem(const std::vector<Replacement>& markers) {
  const auto body = child(root_, "itemBody");
  LocalizedText stem = text(xhtml_of(body, {"rubricBlock", "feedbackBlock", "feedbackInline"}, markers), body);
  for (auto& entry : stem.by_language) mark_gaps(entry.second.text.blocks);
  return stem;
}

}  // namespace quizpack::qti21
