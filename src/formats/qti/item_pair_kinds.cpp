// A QTI item's parts for matching and ordering.
#include <algorithm>

#include "formats/qti/identifiers.hpp"
#include "formats/qti/item_builder.hpp"
#include "text/plain_text.hpp"

namespace quizpack::qti {

void ItemBuilder::add_associable(const std::string& identifier, const RichText& text, std::size_t match_max) {
  w_.open_inline("simpleAssociableChoice");
  w_.attribute("identifier", identifier);
  w_.attribute("matchMax", std::to_string(match_max));
  warn_lost_markup(append_flow(w_.xml(), text, image_url_, ltr_formulas_), "a matching text");
  w_.close("simpleAssociableChoice");
}

void ItemBuilder::build_kind(const Matching& kind) {
  response_declaration("multiple", "directedPair", [&] {
    w_.open("correctResponse");
    for (const auto& p : kind.pairs)
      w_.add_text("value", match_prompt_identifier(p.id) + " " + match_answer_identifier(answer_id_of(p)));
    w_.close("correctResponse");
    w_.open("mapping", {{"lowerBound", "0"}, {"upperBound", format_number(question_.points)}, {"defaultValue", "0"}});
    const std::string share = format_number(question_.points / static_cast<double>(kind.pairs.size()));
    for (const auto& p : kind.pairs)
      w_.add("mapEntry", {{"mapKey", match_prompt_identifier(p.id) + " " + match_answer_identifier(answer_id_of(p))},
                          {"mappedValue", share}});
    w_.close("mapping");
  });
  item_body([&] { add_match_interaction(kind); });
  w_.open("responseProcessing");
  add_map_response_rules(w_, question_.points);
  add_feedback_rule(w_, false);
  w_.close("responseProcessing");
}

void ItemBuilder::add_match_interaction(const Matching& kind) {
  out_.interaction = "matchInteraction";
  w_.open("matchInteraction", {{"responseIdentifier", "RESPONSE"},
                               {"shuffle", shuffle_choices_ ? "true" : "false"},
                               {"maxAssociations", std::to_string(kind.pairs.size())}});
  w_.open("simpleMatchSet");
  for (const auto& p : kind.pairs) add_associable(match_prompt_identifier(p.id), p.prompt.in(lang_));
  w_.close("simpleMatchSet");
  w_.open("simpleMatchSet");
  // With a shared answer, every answer may be given to every prompt, so that none gives the sharing away.
  const bool shared =
      std::any_of(kind.pairs.begin(), kind.pairs.end(), [](const MatchPair& p) { return !owns_answer(p); });
  for (const auto& a : answers_in_display_order(kind))
    add_associable(a.identifier, *a.text, shared ? kind.pairs.size() : 1);
  w_.close("simpleMatchSet");
  w_.close("matchInteraction");
}

// Answers sorted by their text, so that an unshuffled list does not follow the order of the prompts.
std::vector<ItemBuilder::Answer> ItemBuilder::answers_in_display_order(const Matching& kind) const {
  std::vector<Answer> answers;
  for (const auto& p : kind.pairs) {
    if (!owns_answer(p)) continue;
    const RichText& text = p.answer.in(lang_);
    answers.push_back({match_answer_identifier(p.id), &text, plain_text(text)});
  }
  for (const auto& d : kind.distractors) {
    const RichText& text = d.answer.in(lang_);
    answers.push_back({match_answer_identifier(d.id), &text, plain_text(text)});
  }
  std::sort(answers.begin(), answers.end(), [](const Answer& a, const Answer& b) {
    return a.sort_key != b.sort_key ? a.sort_key < b.sort_key : a.identifier < b.identifier;
  });
  return answers;
}

// The items in their right order as the correct response; shown shuffled whatever the bank's setting, since
// the bank's order is the answer.
void ItemBuilder::build_kind(const Ordering& kind) {
  std::vector<std::string> identifiers;
  for (const auto& item : kind.items) identifiers.push_back(choice_identifier(item.id));
  response_declaration("ordered", "identifier", [&] {
    w_.open("correctResponse");
    for (const auto& identifier : identifiers) w_.add_text("value", identifier);
    w_.close("correctResponse");
  });
  item_body([&] {
    out_.interaction = "orderInteraction";
    w_.open("orderInteraction", {{"responseIdentifier", "RESPONSE"}, {"shuffle", "true"}});
    for (const auto& item : kind.items) add_choice(choice_identifier(item.id), item.text.in(lang_), std::nullopt);
    w_.close("orderInteraction");
  });
  w_.open("responseProcessing");
  if (kind.credit == OrderCredit::PerPosition)
    add_position_rules(w_, identifiers, question_.points);
  else
    add_match_correct_rules(w_, question_.points);
  add_feedback_rule(w_, false);
  w_.close("responseProcessing");
}

}  // namespace quizpack::qti
