// One question as a QTI 2.1 or QTI 3.0 assessment item document in one language.
#include "formats/qti/item_writer.hpp"

#include <algorithm>
#include <vector>

#include "formats/qti/identifiers.hpp"
#include "formats/qti/response_rules.hpp"
#include "formats/qti/xhtml.hpp"
#include "formats/qti/xml_builder.hpp"
#include "model/overloaded.hpp"
#include "text/plain_text.hpp"
#include "text/true_false_words.hpp"
#include "text/writing_direction.hpp"

namespace quizpack::qti {
namespace {

// True for an image path inside the bank (not a URL or an absolute path).
bool is_bank_path(const std::string& src) {
  return !src.empty() && src.front() != '/' && src.find(':') == std::string::npos;
}

RichText plain_paragraph(const std::string& text) {
  return RichText{text, {Block{Paragraph{{Inline{TextRun{text}}}}}}};
}

// Writes the parts of an item: declarations, body and processing, kind by kind.
class ItemBuilder {
 public:
  ItemBuilder(QtiWriter& w, const Quiz& quiz, const Question& question, const LanguageTag& lang, ItemDocument& out,
              Diagnostics& warnings)
      : w_(w),
        question_(question),
        lang_(lang),
        shuffle_choices_(quiz.shuffle.choices),
        true_false_(true_false_words(quiz, lang)),
        out_(out),
        warnings_(warnings),
        ltr_formulas_(w.version() == QtiVersion::V3p0 && is_right_to_left(lang)) {
    image_url_ = [this](const std::string& src) {
      if (!is_bank_path(src)) return src;
      out_.images.insert(src);
      return "../" + src;
    };
  }

  void build() {
    std::visit([this](const auto& kind) { build_kind(kind); }, question_.body);
    if (question_.explanation) add_modal_feedback(*question_.explanation);
  }

 private:
  QtiWriter& w_;
  const Question& question_;
  const LanguageTag& lang_;
  bool shuffle_choices_;
  TrueFalseWords true_false_;
  ItemDocument& out_;
  Diagnostics& warnings_;
  bool ltr_formulas_;  // dir="ltr" on formulas: QTI 3.0 can carry it, and a right-to-left item needs it
  ImageUrl image_url_;

  void warn_lost_markup(bool kept, const char* where) {
    if (!kept)
      warnings_.push_back(warning(std::string(warning_prefix(w_.version())) + "-markup",
                                  "question " + question_.id + ": " + where + " lost markup that " +
                                      version_name(w_.version()) + " cannot hold (" + lang_ + ")",
                                  question_.location));
  }

  // <responseDeclaration> holding what `content` writes.
  template <class Content>
  void response_declaration(const char* cardinality, const char* base_type, Content content) {
    w_.open("responseDeclaration", {{"identifier", "RESPONSE"}, {"cardinality", cardinality}, {"baseType", base_type}});
    content();
    w_.close("responseDeclaration");
  }

  // SCORE, MAXSCORE and FEEDBACK, after the response declaration.
  void declare_outcomes() {
    const std::string points = format_number(question_.points);
    w_.open("outcomeDeclaration", {{"identifier", "SCORE"},
                                   {"cardinality", "single"},
                                   {"baseType", "float"},
                                   {"normalMaximum", points},
                                   {"normalMinimum", "0"}});
    w_.open("defaultValue");
    w_.add_text("value", "0");
    w_.close("defaultValue");
    w_.close("outcomeDeclaration");
    w_.open("outcomeDeclaration", {{"identifier", "MAXSCORE"}, {"cardinality", "single"}, {"baseType", "float"}});
    w_.open("defaultValue");
    w_.add_text("value", points);
    w_.close("defaultValue");
    w_.close("outcomeDeclaration");
    w_.add("outcomeDeclaration", {{"identifier", "FEEDBACK"}, {"cardinality", "multiple"}, {"baseType", "identifier"}});
  }

  // The outcomes, then <itemBody> with the stem and what `interaction` writes.
  template <class Interaction>
  void item_body(Interaction interaction, const GapWriter& gap = {}) {
    declare_outcomes();
    w_.open("itemBody");
    if (w_.version() == QtiVersion::V3p0 && is_right_to_left(lang_)) w_.attribute("dir", "rtl");
    warn_lost_markup(append_blocks(w_.xml(), question_.stem.in(lang_), image_url_, ltr_formulas_, gap), "the stem");
    interaction();
    w_.close("itemBody");
  }

  // Response processing of one condition: the branches `scored` writes, else a score of 0; then the feedback.
  template <class Branches>
  void scored_else_zero(Branches scored) {
    w_.open("responseProcessing");
    w_.open("responseCondition");
    scored();
    w_.open("responseElse");
    set_score(w_, 0);
    w_.close("responseElse");
    w_.close("responseCondition");
    add_feedback_rule(w_, false);
    w_.close("responseProcessing");
  }

  void add_choice(const std::string& identifier, const RichText& text, const std::optional<LocalizedText>& feedback) {
    w_.open_inline("simpleChoice");
    w_.attribute("identifier", identifier);
    warn_lost_markup(append_flow(w_.xml(), text, image_url_, ltr_formulas_), "a choice");
    if (feedback) {
      w_.text(" ");
      w_.open("feedbackInline", {{"outcomeIdentifier", "FEEDBACK"}, {"identifier", identifier}, {"showHide", "show"}});
      warn_lost_markup(append_inline(w_.xml(), feedback->in(lang_), image_url_, ltr_formulas_), "a choice's feedback");
      w_.close("feedbackInline");
    }
    w_.close("simpleChoice");
  }

  // <choiceInteraction> holding the choices `choices` writes.
  template <class Choices>
  void choice_interaction(int max_choices, Choices choices) {
    out_.interaction = "choiceInteraction";
    w_.open("choiceInteraction", {{"responseIdentifier", "RESPONSE"},
                                  {"shuffle", shuffle_choices_ ? "true" : "false"},
                                  {"maxChoices", std::to_string(max_choices)}});
    choices();
    w_.close("choiceInteraction");
  }

  void add_text_entry() {
    out_.interaction = "textEntryInteraction";
    w_.xml().open_inline("p");
    w_.add("textEntryInteraction", {{"responseIdentifier", "RESPONSE"}});
    w_.xml().close("p");
  }

  // The body of a choice question with its choices.
  void choice_body(int max_choices, const std::vector<Choice>& choices) {
    item_body([&] {
      choice_interaction(max_choices, [&] {
        for (const auto& c : choices) add_choice(choice_identifier(c.id), c.text.in(lang_), c.feedback);
      });
    });
  }

  // <correctResponse> listing the identifiers of the correct choices.
  void add_correct_choices(const std::vector<Choice>& choices) {
    w_.open("correctResponse");
    for (const auto& c : choices)
      if (c.correct) w_.add_text("value", choice_identifier(c.id));
    w_.close("correctResponse");
  }

  void build_kind(const SingleChoice& kind) {
    response_declaration("single", "identifier", [&] { add_correct_choices(kind.choices); });
    choice_body(1, kind.choices);
    w_.open("responseProcessing");
    add_match_correct_rules(w_, question_.points);
    add_feedback_rule(w_, true);
    w_.close("responseProcessing");
  }

  void build_kind(const MultipleResponse& kind) {
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
  void add_partial_credit_mapping(const std::vector<Choice>& choices) {
    const auto right =
        static_cast<double>(std::count_if(choices.begin(), choices.end(), [](const Choice& c) { return c.correct; }));
    w_.open("mapping", {{"lowerBound", "0"}, {"upperBound", format_number(question_.points)}, {"defaultValue", "0"}});
    const double share = question_.points / right;
    for (const auto& c : choices)
      w_.add("mapEntry",
             {{"mapKey", choice_identifier(c.id)}, {"mappedValue", format_number(c.correct ? share : -share)}});
    w_.close("mapping");
  }

  void build_kind(const TrueFalse& kind) {
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
  const std::vector<std::string>& accepted_answers(const ShortAnswer& kind) {
    auto it = kind.accepted.find(lang_);
    if (it != kind.accepted.end()) return it->second;
    warnings_.push_back(warning(std::string(warning_prefix(w_.version())) + "-accepted-language",
                                "question " + question_.id + ": no accepted answers in " + lang_ + "; the answers of " +
                                    kind.accepted.begin()->first + " are used",
                                question_.location));
    return kind.accepted.begin()->second;
  }

  void build_kind(const ShortAnswer& kind) {
    const auto& answers = accepted_answers(kind);
    response_declaration("single", "string", [&] {
      w_.open("correctResponse");
      w_.add_text("value", answers.front());
      w_.close("correctResponse");
      w_.open("mapping", {{"defaultValue", "0"}});
      const std::string points = format_number(question_.points);
      for (const auto& answer : answers)
        w_.add(
            "mapEntry",
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

  void build_kind(const Numerical& kind) {
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

  void add_associable(const std::string& identifier, const RichText& text, std::size_t match_max = 1) {
    w_.open_inline("simpleAssociableChoice");
    w_.attribute("identifier", identifier);
    w_.attribute("matchMax", std::to_string(match_max));
    warn_lost_markup(append_flow(w_.xml(), text, image_url_, ltr_formulas_), "a matching text");
    w_.close("simpleAssociableChoice");
  }

  void build_kind(const Matching& kind) {
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

  void add_match_interaction(const Matching& kind) {
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

  struct Answer {
    std::string identifier;
    const RichText* text;
    std::string sort_key;
  };

  // Answers sorted by their text, so that an unshuffled list does not follow the order of the prompts.
  std::vector<Answer> answers_in_display_order(const Matching& kind) const {
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
  void build_kind(const Ordering& kind) {
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

  // A text gap's accepted answers in this language, else in the first language that has some.
  const std::vector<std::string>& gap_answers(const Gap& gap, const TextGap& text) {
    const auto it = text.accepted.find(lang_);
    if (it != text.accepted.end()) return it->second;
    warnings_.push_back(warning(std::string(warning_prefix(w_.version())) + "-accepted-language",
                                "question " + question_.id + ": gap " + gap.id + " has no accepted answers in " +
                                    lang_ + "; the answers of " + text.accepted.begin()->first + " are used",
                                question_.location));
    return text.accepted.begin()->second;
  }

  // One response variable per gap, holding its right answer; a text gap's every accepted answer is in its mapping
  // too, as for a short answer, for readers that take answers from there.
  void gap_declaration(const Gap& gap) {
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

  static double number_in(const std::variant<Tolerance, Range>& accepted) {
    if (const auto* t = std::get_if<Tolerance>(&accepted)) return t->value;
    const auto& r = std::get<Range>(accepted);
    return r.low + (r.high - r.low) / 2;
  }

  // The interaction of the gap whose marker stands here, inline in the stem's text.
  void gap_interaction(const Cloze& kind, const GapMarker& marker) {
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
  void gap_rule(const Gap& gap) {
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
  void build_kind(const Cloze& kind) {
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
    out_.interaction = std::holds_alternative<ChoiceGap>(kind.gaps.front().accepts) ? "inlineChoiceInteraction"
                                                                                    : "textEntryInteraction";
    item_body([] {}, [&](const GapMarker& marker) { gap_interaction(kind, marker); });
    w_.open("responseProcessing");
    set_score(w_, 0);
    for (const auto& gap : kind.gaps) gap_rule(gap);
    add_feedback_rule(w_, false);
    w_.close("responseProcessing");
  }

  void build_kind(const Essay& kind) {
    w_.add("responseDeclaration", {{"identifier", "RESPONSE"}, {"cardinality", "single"}, {"baseType", "string"}});
    item_body([&] {
      if (kind.grader_info) {
        w_.open("rubricBlock", {{"view", "scorer"}});
        w_.open_content_body(false);
        warn_lost_markup(append_blocks(w_.xml(), kind.grader_info->in(lang_), image_url_, ltr_formulas_),
                         "the grader information");
        w_.close_content_body(false);
        w_.close("rubricBlock");
      }
      out_.interaction = "extendedTextInteraction";
      w_.add("extendedTextInteraction", {{"responseIdentifier", "RESPONSE"}});
    });
    w_.open("responseProcessing");
    add_feedback_rule(w_, false);
    w_.close("responseProcessing");
  }

  // A description: its text alone, no response; SCORE stays 0 so the test's sum of the items' SCORE holds.
  void build_kind(const Description&) {
    w_.open("outcomeDeclaration", {{"identifier", "SCORE"}, {"cardinality", "single"}, {"baseType", "float"}});
    w_.open("defaultValue");
    w_.add_text("value", "0");
    w_.close("defaultValue");
    w_.close("outcomeDeclaration");
    w_.open("itemBody");
    if (w_.version() == QtiVersion::V3p0 && is_right_to_left(lang_)) w_.attribute("dir", "rtl");
    warn_lost_markup(append_blocks(w_.xml(), question_.stem.in(lang_), image_url_, ltr_formulas_), "the stem");
    w_.close("itemBody");
  }

  void add_modal_feedback(const LocalizedText& explanation) {
    w_.open("modalFeedback",
            {{"outcomeIdentifier", "FEEDBACK"}, {"identifier", kExplanationFeedback}, {"showHide", "show"}});
    w_.open_content_body(is_right_to_left(lang_));
    warn_lost_markup(append_blocks(w_.xml(), explanation.in(lang_), image_url_, ltr_formulas_), "the explanation");
    w_.close_content_body(is_right_to_left(lang_));
    w_.close("modalFeedback");
  }
};

}  // namespace

ItemDocument write_item(const Quiz& quiz, const Question& question, const LanguageTag& lang, QtiVersion version,
                        Diagnostics& warnings) {
  ItemDocument out;
  out.path = item_path(question);
  out.identifier = item_identifier(question);
  out.title = question.title ? plain_text(question.title->in(lang)) : question.id;
  XmlWriter xml = start_document(8192);
  QtiWriter w(xml, version);
  w.open("assessmentItem", {{"xmlns", qti_namespace(version)},
                            {"xmlns:xsi", "http://www.w3.org/2001/XMLSchema-instance"},
                            {"xsi:schemaLocation", qti_schema_location(version)},
                            {"identifier", out.identifier},
                            {"title", out.title},
                            {"xml:lang", lang},
                            {"adaptive", "false"},
                            {"timeDependent", "false"},
                            {"toolName", "quizpack"}});
  ItemBuilder(w, quiz, question, lang, out, warnings).build();
  w.close("assessmentItem");
  out.xml = xml.finish();
  out.xml.shrink_to_fit();  // items wait, thousands at a time, to be compressed together
  return out;
}

}  // namespace quizpack::qti
