// One question as a QTI 2.1 assessmentItem document in one language.
#include "export/qti21/item_writer.hpp"

#include <algorithm>
#include <vector>

#include "export/qti21/identifiers.hpp"
#include "export/qti21/response_rules.hpp"
#include "export/qti21/true_false_words.hpp"
#include "export/qti21/xhtml.hpp"
#include "export/qti21/xml_builder.hpp"
#include "text/plain_text.hpp"

namespace quizpack::qti21 {
namespace {

constexpr const char* kQtiNamespace = "http://www.imsglobal.org/xsd/imsqti_v2p1";
constexpr const char* kQtiSchemaLocation =
    "http://www.imsglobal.org/xsd/imsqti_v2p1 http://www.imsglobal.org/xsd/qti/qtiv2p1/imsqti_v2p1p2.xsd";

// True for an image path inside the bank (not a URL or an absolute path).
bool is_bank_path(const std::string& src) {
  return !src.empty() && src.front() != '/' && src.find(':') == std::string::npos;
}

RichText plain_paragraph(const std::string& text) {
  return RichText{text, {Block{Paragraph{{Inline{TextRun{text}}}}}}};
}

// Builds the parts of an item: declarations, body and processing, kind by kind.
class ItemBuilder {
 public:
  ItemBuilder(const Question& question, const LanguageTag& lang, bool shuffle_choices, ItemDocument& out,
              Diagnostics& warnings)
      : question_(question), lang_(lang), shuffle_choices_(shuffle_choices), out_(out), warnings_(warnings) {
    image_url_ = [this](const std::string& src) {
      if (!is_bank_path(src)) return src;
      out_.images.insert(src);
      return "../" + src;
    };
  }

  void build(pugi::xml_node item) {
    std::visit([this, item](const auto& kind) { build_kind(item, kind); }, question_.body);
    add_modal_feedback(item);
  }

 private:
  const Question& question_;
  const LanguageTag& lang_;
  bool shuffle_choices_;
  ItemDocument& out_;
  Diagnostics& warnings_;
  ImageUrl image_url_;

  void warn_lost_markup(bool kept, const char* where) {
    if (!kept)
      warnings_.push_back(
          warning("qti21-markup",
                  "question " + question_.id + ": " + where + " lost markup that QTI 2.1 cannot hold (" + lang_ + ")",
                  question_.location));
  }

  pugi::xml_node declare_response(pugi::xml_node item, const char* cardinality, const char* base_type) {
    return add(item, "responseDeclaration",
               {{"identifier", "RESPONSE"}, {"cardinality", cardinality}, {"baseType", base_type}});
  }

  // SCORE, MAXSCORE and FEEDBACK, after the response declaration.
  void declare_outcomes(pugi::xml_node item) {
    pugi::xml_node score = add(item, "outcomeDeclaration",
                               {{"identifier", "SCORE"},
                                {"cardinality", "single"},
                                {"baseType", "float"},
                                {"normalMaximum", format_number(question_.points)},
                                {"normalMinimum", "0"}});
    add_text(add(score, "defaultValue"), "value", "0");
    pugi::xml_node max =
        add(item, "outcomeDeclaration", {{"identifier", "MAXSCORE"}, {"cardinality", "single"}, {"baseType", "float"}});
    add_text(add(max, "defaultValue"), "value", format_number(question_.points));
    add(item, "outcomeDeclaration",
        {{"identifier", "FEEDBACK"}, {"cardinality", "multiple"}, {"baseType", "identifier"}});
  }

  pugi::xml_node begin_body(pugi::xml_node item) {
    declare_outcomes(item);
    pugi::xml_node body = add(item, "itemBody");
    warn_lost_markup(append_blocks(body, question_.stem.in(lang_), image_url_), "the stem");
    return body;
  }

  void add_choice(pugi::xml_node interaction, const std::string& identifier, const RichText& text,
                  const std::optional<LocalizedText>& feedback) {
    pugi::xml_node choice = add(interaction, "simpleChoice", {{"identifier", identifier}});
    warn_lost_markup(append_flow(choice, text, image_url_), "a choice");
    if (feedback) {
      choice.append_child(pugi::node_pcdata).set_value(" ");
      pugi::xml_node inline_feedback =
          add(choice, "feedbackInline",
              {{"outcomeIdentifier", "FEEDBACK"}, {"identifier", identifier}, {"showHide", "show"}});
      warn_lost_markup(append_inline(inline_feedback, feedback->in(lang_), image_url_), "a choice's feedback");
    }
    keep_inline(choice);
  }

  pugi::xml_node add_choice_interaction(pugi::xml_node body, int max_choices) {
    out_.interaction = "choiceInteraction";
    return add(body, "choiceInteraction",
               {{"responseIdentifier", "RESPONSE"},
                {"shuffle", shuffle_choices_ ? "true" : "false"},
                {"maxChoices", std::to_string(max_choices)}});
  }

  pugi::xml_node add_text_entry(pugi::xml_node body) {
    out_.interaction = "textEntryInteraction";
    pugi::xml_node paragraph = add(body, "p");
    add(paragraph, "textEntryInteraction", {{"responseIdentifier", "RESPONSE"}});
    keep_inline(paragraph);
    return paragraph;
  }

  void build_kind(pugi::xml_node item, const SingleChoice& kind) {
    pugi::xml_node response = declare_response(item, "single", "identifier");
    pugi::xml_node correct = add(response, "correctResponse");
    for (const auto& c : kind.choices)
      if (c.correct) add_text(correct, "value", choice_identifier(c.id));
    pugi::xml_node interaction = add_choice_interaction(begin_body(item), 1);
    for (const auto& c : kind.choices) add_choice(interaction, choice_identifier(c.id), c.text.in(lang_), c.feedback);
    pugi::xml_node processing = add(item, "responseProcessing");
    add_match_correct_rules(processing, question_.points);
    add_feedback_rule(processing, true);
  }

  void build_kind(pugi::xml_node item, const MultipleResponse& kind) {
    pugi::xml_node response = declare_response(item, "multiple", "identifier");
    pugi::xml_node correct = add(response, "correctResponse");
    const auto right = static_cast<double>(
        std::count_if(kind.choices.begin(), kind.choices.end(), [](const Choice& c) { return c.correct; }));
    for (const auto& c : kind.choices)
      if (c.correct) add_text(correct, "value", choice_identifier(c.id));
    const bool partial = kind.partial_credit == PartialCredit::RightMinusWrong;
    if (partial) {
      pugi::xml_node mapping =
          add(response, "mapping",
              {{"lowerBound", "0"}, {"upperBound", format_number(question_.points)}, {"defaultValue", "0"}});
      const double share = question_.points / right;
      for (const auto& c : kind.choices)
        add(mapping, "mapEntry",
            {{"mapKey", choice_identifier(c.id)}, {"mappedValue", format_number(c.correct ? share : -share)}});
    }
    pugi::xml_node interaction = add_choice_interaction(begin_body(item), 0);
    for (const auto& c : kind.choices) add_choice(interaction, choice_identifier(c.id), c.text.in(lang_), c.feedback);
    pugi::xml_node processing = add(item, "responseProcessing");
    if (partial)
      add_map_response_rules(processing, question_.points);
    else
      add_match_correct_rules(processing, question_.points);
    add_feedback_rule(processing, true);
  }

  void build_kind(pugi::xml_node item, const TrueFalse& kind) {
    pugi::xml_node response = declare_response(item, "single", "identifier");
    add_text(add(response, "correctResponse"), "value", kind.answer ? kTrueChoice : kFalseChoice);
    pugi::xml_node interaction = add_choice_interaction(begin_body(item), 1);
    const TrueFalseWords words = true_false_words(lang_);
    add_choice(interaction, kTrueChoice, plain_paragraph(words.true_word), kind.feedback_true);
    add_choice(interaction, kFalseChoice, plain_paragraph(words.false_word), kind.feedback_false);
    pugi::xml_node processing = add(item, "responseProcessing");
    add_match_correct_rules(processing, question_.points);
    add_feedback_rule(processing, true);
  }

  // The accepted answers in this language, else in the first language that has some.
  const std::vector<std::string>& accepted_answers(const ShortAnswer& kind) {
    auto it = kind.accepted.find(lang_);
    if (it != kind.accepted.end()) return it->second;
    warnings_.push_back(warning("qti21-accepted-language",
                                "question " + question_.id + ": no accepted answers in " + lang_ + "; the answers of " +
                                    kind.accepted.begin()->first + " are used",
                                question_.location));
    return kind.accepted.begin()->second;
  }

  void build_kind(pugi::xml_node item, const ShortAnswer& kind) {
    const auto& answers = accepted_answers(kind);
    pugi::xml_node response = declare_response(item, "single", "string");
    add_text(add(response, "correctResponse"), "value", answers.front());
    pugi::xml_node mapping = add(response, "mapping", {{"defaultValue", "0"}});
    for (const auto& answer : answers)
      add(mapping, "mapEntry",
          {{"mapKey", answer},
           {"mappedValue", format_number(question_.points)},
           {"caseSensitive", kind.case_sensitive ? "true" : "false"}});
    add_text_entry(begin_body(item));
    pugi::xml_node processing = add(item, "responseProcessing");
    pugi::xml_node condition = add(processing, "responseCondition");
    pugi::xml_node when_empty = add(condition, "responseIf");
    add_response_is_null(when_empty);
    set_score(when_empty, 0);
    set_score_from_mapping(add(condition, "responseElse"));
    add_feedback_rule(processing, false);
  }

  void build_kind(pugi::xml_node item, const Numerical& kind) {
    pugi::xml_node response = declare_response(item, "single", "float");
    pugi::xml_node correct = add(response, "correctResponse");
    std::visit(
        [&](const auto& accepted) {
          using T = std::decay_t<decltype(accepted)>;
          if constexpr (std::is_same_v<T, Tolerance>)
            add_text(correct, "value", format_number(accepted.value));
          else if constexpr (std::is_same_v<T, Range>)
            add_text(correct, "value", format_number(accepted.low + (accepted.high - accepted.low) / 2));
        },
        kind.accepted);
    add_text_entry(begin_body(item));
    pugi::xml_node processing = add(item, "responseProcessing");
    pugi::xml_node condition = add(processing, "responseCondition");
    pugi::xml_node when_right = add(condition, "responseIf");
    std::visit([&](const auto& accepted) { add_accept_test(when_right, accepted); }, kind.accepted);
    set_score(when_right, question_.points);
    set_score(add(condition, "responseElse"), 0);
    add_feedback_rule(processing, false);
  }

  // A tolerance becomes the inclusive range value ± tolerance, its ends rounded to 15 significant digits so that
  // decimal boundaries (3.14 ± 0.01 → 3.13..3.15) are accepted despite binary rounding.
  static void add_accept_test(pugi::xml_node parent, const Tolerance& accepted) {
    if (accepted.tolerance > 0) {
      add_range_test(parent, format_rounded(accepted.value - accepted.tolerance),
                     format_rounded(accepted.value + accepted.tolerance));
      return;
    }
    pugi::xml_node equal = add(parent, "equal", {{"toleranceMode", "exact"}});
    add(equal, "variable", {{"identifier", "RESPONSE"}});
    add_text(equal, "baseValue", format_number(accepted.value), {{"baseType", "float"}});
  }

  static void add_accept_test(pugi::xml_node parent, const Range& accepted) {
    add_range_test(parent, format_number(accepted.low), format_number(accepted.high));
  }

  static void add_range_test(pugi::xml_node parent, const std::string& low, const std::string& high) {
    pugi::xml_node both = add(parent, "and");
    pugi::xml_node at_least = add(both, "gte");
    add(at_least, "variable", {{"identifier", "RESPONSE"}});
    add_text(at_least, "baseValue", low, {{"baseType", "float"}});
    pugi::xml_node at_most = add(both, "lte");
    add(at_most, "variable", {{"identifier", "RESPONSE"}});
    add_text(at_most, "baseValue", high, {{"baseType", "float"}});
  }

  void add_associable(pugi::xml_node set, const std::string& identifier, const RichText& text) {
    pugi::xml_node choice = add(set, "simpleAssociableChoice", {{"identifier", identifier}, {"matchMax", "1"}});
    warn_lost_markup(append_flow(choice, text, image_url_), "a matching text");
    keep_inline(choice);
  }

  void build_kind(pugi::xml_node item, const Matching& kind) {
    pugi::xml_node response = declare_response(item, "multiple", "directedPair");
    pugi::xml_node correct = add(response, "correctResponse");
    for (const auto& p : kind.pairs)
      add_text(correct, "value", match_prompt_identifier(p.id) + " " + match_answer_identifier(p.id));
    pugi::xml_node mapping =
        add(response, "mapping",
            {{"lowerBound", "0"}, {"upperBound", format_number(question_.points)}, {"defaultValue", "0"}});
    const double share = question_.points / static_cast<double>(kind.pairs.size());
    for (const auto& p : kind.pairs)
      add(mapping, "mapEntry",
          {{"mapKey", match_prompt_identifier(p.id) + " " + match_answer_identifier(p.id)},
           {"mappedValue", format_number(share)}});
    pugi::xml_node body = begin_body(item);
    out_.interaction = "matchInteraction";
    pugi::xml_node interaction = add(body, "matchInteraction",
                                     {{"responseIdentifier", "RESPONSE"},
                                      {"shuffle", shuffle_choices_ ? "true" : "false"},
                                      {"maxAssociations", std::to_string(kind.pairs.size())}});
    pugi::xml_node prompts = add(interaction, "simpleMatchSet");
    for (const auto& p : kind.pairs) add_associable(prompts, match_prompt_identifier(p.id), p.prompt.in(lang_));
    pugi::xml_node answers = add(interaction, "simpleMatchSet");
    for (const auto& a : answers_in_display_order(kind)) add_associable(answers, a.identifier, *a.text);
    pugi::xml_node processing = add(item, "responseProcessing");
    add_map_response_rules(processing, question_.points);
    add_feedback_rule(processing, false);
  }

  struct Answer {
    std::string identifier;
    const RichText* text;
    std::string sort_key;
  };

  // Answers sorted by their text, so that an unshuffled list does not follow the order of the prompts.
  std::vector<Answer> answers_in_display_order(const Matching& kind) const {
    std::vector<Answer> answers;
    for (const auto& p : kind.pairs) {
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

  void build_kind(pugi::xml_node item, const Essay& kind) {
    declare_response(item, "single", "string");
    pugi::xml_node body = begin_body(item);
    if (kind.grader_info) {
      pugi::xml_node rubric = add(body, "rubricBlock", {{"view", "scorer"}});
      warn_lost_markup(append_blocks(rubric, kind.grader_info->in(lang_), image_url_), "the grader information");
    }
    out_.interaction = "extendedTextInteraction";
    add(body, "extendedTextInteraction", {{"responseIdentifier", "RESPONSE"}});
    add_feedback_rule(add(item, "responseProcessing"), false);
  }

  void add_modal_feedback(pugi::xml_node item) {
    pugi::xml_node feedback =
        add(item, "modalFeedback",
            {{"outcomeIdentifier", "FEEDBACK"}, {"identifier", kExplanationFeedback}, {"showHide", "show"}});
    warn_lost_markup(append_blocks(feedback, question_.explanation.in(lang_), image_url_), "the explanation");
  }
};

}  // namespace

ItemDocument write_item(const Question& question, const LanguageTag& lang, bool shuffle_choices,
                        Diagnostics& warnings) {
  ItemDocument out;
  out.path = item_path(question);
  out.identifier = item_identifier(question);
  out.title = question.title ? plain_text(question.title->in(lang)) : question.id;
  pugi::xml_document document;
  pugi::xml_node declaration = document.append_child(pugi::node_declaration);
  declaration.append_attribute("version").set_value("1.0");
  declaration.append_attribute("encoding").set_value("UTF-8");
  pugi::xml_node item = add(document, "assessmentItem",
                            {{"xmlns", kQtiNamespace},
                             {"xmlns:xsi", "http://www.w3.org/2001/XMLSchema-instance"},
                             {"xsi:schemaLocation", kQtiSchemaLocation},
                             {"identifier", out.identifier},
                             {"title", out.title},
                             {"xml:lang", lang},
                             {"adaptive", "false"},
                             {"timeDependent", "false"},
                             {"toolName", "quizpack"}});
  ItemBuilder(question, lang, shuffle_choices, out, warnings).build(item);
  out.xml = to_xml(document);
  return out;
}

}  // namespace quizpack::qti21
