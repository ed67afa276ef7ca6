// The builder of one QTI assessment item: shared parts here and in item_writer.cpp, each kind's in its own file.
#pragma once

#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "formats/qti/item_writer.hpp"
#include "formats/qti/response_rules.hpp"
#include "formats/qti/xhtml.hpp"
#include "text/true_false_words.hpp"
#include "text/writing_direction.hpp"

namespace quizpack::qti {

// Writes the parts of an item: declarations, body and processing, kind by kind.
class ItemBuilder {
 public:
  ItemBuilder(QtiWriter& w, const Quiz& quiz, const Question& question, const LanguageTag& lang, ItemDocument& out,
              Diagnostics& warnings);

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

  // Shared parts (item_writer.cpp).
  void warn_lost_markup(bool kept, const char* where);
  void declare_outcomes();
  void add_choice(const std::string& identifier, const RichText& text, const std::optional<LocalizedText>& feedback);
  void add_text_entry();
  void add_modal_feedback(const LocalizedText& explanation);

  // <responseDeclaration> holding what `content` writes.
  template <class Content>
  void response_declaration(const char* cardinality, const char* base_type, Content content) {
    w_.open("responseDeclaration", {{"identifier", "RESPONSE"}, {"cardinality", cardinality}, {"baseType", base_type}});
    content();
    w_.close("responseDeclaration");
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

  // Choices, true or false, short answers and numbers (item_choice_kinds.cpp).
  void choice_body(int max_choices, const std::vector<Choice>& choices);
  void add_correct_choices(const std::vector<Choice>& choices);
  void add_partial_credit_mapping(const std::vector<Choice>& choices);
  const std::vector<std::string>& accepted_answers(const ShortAnswer& kind);
  void build_kind(const SingleChoice& kind);
  void build_kind(const MultipleResponse& kind);
  void build_kind(const TrueFalse& kind);
  void build_kind(const ShortAnswer& kind);
  void build_kind(const Numerical& kind);

  // Matching and ordering (item_pair_kinds.cpp).
  struct Answer {
    std::string identifier;
    const RichText* text;
    std::string sort_key;
  };
  void add_associable(const std::string& identifier, const RichText& text, std::size_t match_max = 1);
  void add_match_interaction(const Matching& kind);
  [[nodiscard]] std::vector<Answer> answers_in_display_order(const Matching& kind) const;
  void build_kind(const Matching& kind);
  void build_kind(const Ordering& kind);

  // Cloze (item_cloze.cpp).
  const std::vector<std::string>& gap_answers(const Gap& gap, const TextGap& text);
  void gap_declaration(const Gap& gap);
  static double number_in(const std::variant<Tolerance, Range>& accepted);
  void gap_interaction(const Cloze& kind, const GapMarker& marker);
  void gap_rule(const Gap& gap);
  void build_kind(const Cloze& kind);

  // Texts alone (item_writer.cpp).
  void build_kind(const Essay& kind);
  void build_kind(const Description& kind);
};

}  // namespace quizpack::qti
