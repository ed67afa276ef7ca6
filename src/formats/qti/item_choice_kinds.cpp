// A QTI item's parts for choices, true or false, short answers and numbers.
#include <algorithm>

#include "formats/qti/identifiers.hpp"
#include "formats/qti/item_builder.hpp"
#include "model/overloaded.hpp"

namespace quizpack::qti {
namespace {

RichText plain_paragraph(const std::string& text) {
  return RichText{text, {Block{Paragraph{{Inline{TextRun{text}}}}}}};
}

}  // namespace

// The body of a choice question with its choices.
void ItemBuilder::choice_body(int max_choices, const std::vector<Choice>& choices) {
  item_body([&] {
    choice_interaction(max_choices, [&] {
      for (const auto& c : choices) add_choice(choice_identifier(c.id), c.text.in(lang_), c.feedback);
    });
  });
}

// <correctResponse> listing the identifiers of the correct choices.
void ItemBuilder::add_correct_choices(const std::vector<Choice>& choices) {
  w_.open("correctResponse");
  for (const auto& c : choices)
    if (c.correct) w_.add_text("value", choice_identifier(c.id));
  w_.close("correctResponse");
}

void ItemBuilder::build_kind(const SingleChoice& kind) {
  response_declaration("single", "identifier", [&] { add_correct_choices(kind.choices); });
  choice_body(1, kind.choices);
  w_.open("responseProcessing");
  add_match_correct_rules(w_, question_.points);
  add_feedback_rule(w_, true);
  w_.close("responseProcessing");
}

void ItemBuilder::build_kind(const MultipleResponse& kind) {
  const bool partial = kind.partial_credit == PartialCredit::RightMinusWrong;
  response_declaration("multiple", "identifier", [&] {
    add_correct_choices(kind.choices);
    if (partial) add_partial_credit_mapping(kind.choices);
  });
  choice_body(0, kind.choices);
  w_.open("responseProcessing");
  if (partial)
    add_map_response_rules(w_, question_.points);
  else
    add_match_correct_rules(w_, question_.points);
  add_feedback_rule(w_, true);
  w_.close("responseProcessing");
}

// <mapping>: each correct choice adds an equal share of the points, each wrong one takes a share away.
void ItemBuilder::add_partial_credit_mapping(const std::vector<Choice>& choices) {
  const auto right =
      static_cast<double>(std::count_if(choices.begin(), choices.end(), [](const Choice& c) { return c.correct; }));
  w_.open("mapping", {{"lowerBound", "0"}, {"upperBound", format_number(question_.points)}, {"defaultValue", "0"}});
  const double share = question_.points / right;
  for (const auto& c : choices)
    w_.add("mapEntry",
           {{"mapKey", choice_identifier(c.id)}, {"mappedValue", format_number(c.correct ? share : -share)}});
  w_.close("mapping");
}

void ItemBuilder::build_kind(const TrueFalse& kind) {
  response_declaration("single", "identifier", [&] {
    w_.open("correctResponse");
    w_.add_text("value", kind.answer ? kTrueChoice : kFalseChoice);
    w_.close("correctResponse");
  });
  item_body([&] {
    choice_interaction(1, [&] {
      add_choice(kTrueChoice, plain_paragraph(true_false_.true_word), kind.feedback_true);
      add_choice(kFalseChoice, plain_paragraph(true_false_.false_word), kind.feedback_false);
    });
  });
  w_.open("responseProcessing");
  add_match_correct_rules(w_, question_.points);
  add_feedback_rule(w_, true);
  w_.close("responseProcessing");
}

// The accepted answers in this language, else in the first language that has some.
const std::vector<std::string>& ItemBuilder::accepted_answers(const ShortAnswer& kind) {
  auto it = kind.accepted.find(lang_);
  if (it != kind.accepted.end()) return it->second;
  warnings_.push_back(warning(std::string(warning_prefix(w_.version())) + "-accepted-language",
                              "question " + question_.id + ": no accepted answers in " + lang_ + "; the answers of " +
                                  kind.accepted.begin()->first + " are used",
                              question_.location));
  return kind.accepted.begin()->second;
}

void ItemBuilder::build_kind(const ShortAnswer& kind) {
  const auto& answers = accepted_answers(kind);
  response_declaration("single", "string", [&] {
    w_.open("correctResponse");
    w_.add_text("value", answers.front());
    w_.close("correctResponse");
    w_.open("mapping", {{"defaultValue", "0"}});
    const std::string points = format_number(question_.points);
    for (const auto& answer : answers)
      w_.add("mapEntry",
             {{"mapKey", answer}, {"mappedValue", points}, {"caseSensitive", kind.case_sensitive ? "true" : "false"}});
    w_.close("mapping");
  });
  item_body([&] { add_text_entry(); });
  scored_else_zero([&] {
    w_.open("responseIf");
    add_response_is_null(w_);
    set_score(w_, 0);
    w_.close("responseIf");
    w_.open("responseElseIf");
    add_text_accept_test(w_, answers, kind.case_sensitive);
    set_score(w_, question_.points);
    w_.close("responseElseIf");
  });
}

void ItemBuilder::build_kind(const Numerical& kind) {
  warnings_.push_back(warning(std::string(warning_prefix(w_.version())) + "-number-input",
                              "question " + question_.id + ": a " + version_name(w_.version()) +
                                  " number response takes ASCII digits and '.' only; a number typed with other "
                                  "digits (such as ٤) or a decimal comma scores 0, where the player accepts it",
                              question_.location));
  response_declaration("single", "float", [&] {
    w_.open("correctResponse");
    std::visit(
        [&](const auto& accepted) {
          using T = std::decay_t<decltype(accepted)>;
          if constexpr (std::is_same_v<T, Tolerance>)
            w_.add_text("value", format_number(accepted.value));
          else if constexpr (std::is_same_v<T, Range>)
            w_.add_text("value", format_number(accepted.low + (accepted.high - accepted.low) / 2));
        },
        kind.accepted);
    w_.close("correctResponse");
  });
  item_body([&] { add_text_entry(); });
  scored_else_zero([&] {
    w_.open("responseIf");
    std::visit([&](const auto& accepted) { add_accept_test(w_, accepted); }, kind.accepted);
    set_score(w_, question_.points);
    w_.close("responseIf");
  });
}

}  // namespace quizpack::qti
