// A QTI item's parts for a cloze: a response per gap, inline interactions, a score summed over the gaps.
#include <algorithm>

#include "formats/qti/identifiers.hpp"
#include "formats/qti/item_builder.hpp"
#include "model/overloaded.hpp"
#include "text/plain_text.hpp"

namespace quizpack::qti {

// A text gap's accepted answers in this language, else in the first language that has some.
const std::vector<std::string>& ItemBuilder::gap_answers(const Gap& gap, const TextGap& text) {
  const auto it = text.accepted.find(lang_);
  if (it != text.accepted.end()) return it->second;
  warnings_.push_back(warning(std::string(warning_prefix(w_.version())) + "-accepted-language",
                              "question " + question_.id + ": gap " + gap.id + " has no accepted answers in " + lang_ +
                                  "; the answers of " + text.accepted.begin()->first + " are used",
                              question_.location));
  return text.accepted.begin()->second;
}

// One response variable per gap, holding its right answer; a text gap's every accepted answer is in its mapping
// too, as for a short answer, for readers that take answers from there.
void ItemBuilder::gap_declaration(const Gap& gap) {
  const auto declare = [&](const char* base_type, const std::string& value,
                           const std::vector<std::string>* mapped = nullptr, bool case_sensitive = false) {
    w_.open("responseDeclaration",
            {{"identifier", gap_identifier(gap.id)}, {"cardinality", "single"}, {"baseType", base_type}});
    w_.open("correctResponse");
    w_.add_text("value", value);
    w_.close("correctResponse");
    if (mapped) {
      w_.open("mapping", {{"defaultValue", "0"}});
      for (const auto& answer : *mapped)
        w_.add("mapEntry", {{"mapKey", answer},
                            {"mappedValue", format_number(gap.points)},
                            {"caseSensitive", case_sensitive ? "true" : "false"}});
      w_.close("mapping");
    }
    w_.close("responseDeclaration");
  };
  std::visit(Overloaded{
                 [&](const TextGap& g) {
                   const auto& answers = gap_answers(gap, g);
                   declare("string", answers.front(), &answers, g.case_sensitive);
                 },
                 [&](const NumberGap& g) { declare("float", format_number(number_in(g.accepted))); },
                 [&](const ChoiceGap& g) {
                   const auto right =
                       std::find_if(g.options.begin(), g.options.end(), [](const GapOption& o) { return o.correct; });
                   declare("identifier", choice_identifier(right->id));
                 },
             },
             gap.accepts);
}

double ItemBuilder::number_in(const std::variant<Tolerance, Range>& accepted) {
  if (const auto* t = std::get_if<Tolerance>(&accepted)) return t->value;
  const auto& r = std::get<Range>(accepted);
  return r.low + (r.high - r.low) / 2;
}

// The interaction of the gap whose marker stands here, inline in the stem's text.
void ItemBuilder::gap_interaction(const Cloze& kind, const GapMarker& marker) {
  const auto gap = std::find_if(kind.gaps.begin(), kind.gaps.end(), [&](const Gap& g) { return g.id == marker.gap; });
  if (gap == kind.gaps.end()) return;
  const std::string response = gap_identifier(gap->id);
  if (const auto* choice = std::get_if<ChoiceGap>(&gap->accepts)) {
    w_.open_inline("inlineChoiceInteraction");
    w_.attribute("responseIdentifier", response);
    w_.attribute("shuffle", shuffle_choices_ ? "true" : "false");
    for (const auto& o : choice->options) {
      w_.open_inline("inlineChoice");
      w_.attribute("identifier", choice_identifier(o.id));
      w_.text(plain_text(o.text.in(lang_)));
      w_.close("inlineChoice");
    }
    w_.close("inlineChoiceInteraction");
    return;
  }
  w_.add("textEntryInteraction", {{"responseIdentifier", response}});
}

// Each gap right adds its points to SCORE.
void ItemBuilder::gap_rule(const Gap& gap) {
  const std::string response = gap_identifier(gap.id);
  w_.open("responseCondition");
  w_.open("responseIf");
  std::visit(Overloaded{
                 [&](const TextGap& g) { add_text_accept_test(w_, gap_answers(gap, g), g.case_sensitive, response); },
                 [&](const NumberGap& g) {
                   std::visit([&](const auto& accepted) { add_accept_test(w_, accepted, response); }, g.accepted);
                 },
                 [&](const ChoiceGap&) { add_response_matches_correct(w_, response); },
             },
             gap.accepts);
  add_to_score(w_, gap.points);
  w_.close("responseIf");
  w_.close("responseCondition");
}

// A response variable per gap, the stem with an inline interaction where each marker stands, and SCORE as the
// sum of the points of the gaps answered right.
void ItemBuilder::build_kind(const Cloze& kind) {
  for (const auto& gap : kind.gaps) gap_declaration(gap);
  const bool numbers = std::any_of(kind.gaps.begin(), kind.gaps.end(),
                                   [](const Gap& g) { return std::holds_alternative<NumberGap>(g.accepts); });
  if (numbers)
    warnings_.push_back(warning(std::string(warning_prefix(w_.version())) + "-number-input",
                                "question " + question_.id + ": a " + version_name(w_.version()) +
                                    " number response takes ASCII digits and '.' only; a number typed with other "
                                    "digits (such as ٤) or a decimal comma scores 0, where the player accepts it",
                                question_.location));
  if (std::any_of(kind.gaps.begin(), kind.gaps.end(), [](const Gap& g) { return g.feedback.has_value(); }))
    warnings_.push_back(warning(std::string(warning_prefix(w_.version())) + "-gap-feedback",
                                "question " + question_.id + ": the feedback of its gaps is not written to " +
                                    version_name(w_.version()) + " (the explanation is)",
                                question_.location));
  out_.interaction =
      std::holds_alternative<ChoiceGap>(kind.gaps.front().accepts) ? "inlineChoiceInteraction" : "textEntryInteraction";
  item_body([] {}, [&](const GapMarker& marker) { gap_interaction(kind, marker); });
  w_.open("responseProcessing");
  set_score(w_, 0);
  for (const auto& gap : kind.gaps) gap_rule(gap);
  add_feedback_rule(w_, false);
  w_.close("responseProcessing");
}

}  // namespace quizpack::qti
