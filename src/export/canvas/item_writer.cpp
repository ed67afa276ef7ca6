// One question as a Canvas QTI 1.2 <item>, in the form Canvas's own exporter writes (lib/cc/qti/qti_items.rb)
// and its importer reads (gems/plugins/qti_exporter/lib/qti/*_interaction.rb).
#include "export/canvas/item_writer.hpp"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <stdexcept>

#include "export/canvas/canvas_ids.hpp"
#include "export/canvas/canvas_warnings.hpp"
#include "export/canvas/item_parts.hpp"
#include "text/plain_text.hpp"

namespace quizpack::canvas {
namespace {

constexpr const char* kResponse = "response1";  // the one response of a question that has one
constexpr const char* kGeneralFeedback = "general_fb";

// An answer of a choice question as Canvas stores it: its id, its text, whether it is right, its comments.
struct Answer {
  std::string id;
  MatText text;
  bool correct = false;
  std::optional<MatText> feedback;
};

// `value` rounded to 15 significant digits, shortest form: 2.5 + 0.1 is written 2.6, so the margin Canvas
// computes from it (upper bound minus exact value, in BigDecimal) is the bank's 0.1.
std::string rounded_number(double value) {
  char buffer[64];
  std::snprintf(buffer, sizeof buffer, "%.15g", value);
  return qti::format_number(std::strtod(buffer, nullptr));
}

class ItemWriter {
 public:
  ItemWriter(XmlWriter& w, const Quiz& quiz, const Question& question, CanvasText& text, Diagnostics& warnings)
      : w_(w), quiz_(quiz), question_(question), text_(text), warnings_(warnings) {}

  void write() {
    const std::string title = question_.title ? plain_text(question_.title->in(text_.lang())) : question_.id;
    const std::string ident = item_ident(quiz_, text_.lang(), question_);
    open(w_, "item", {{"ident", ident}, {"title", title}});
    std::visit([this](const auto& kind) { write_kind(kind); }, question_.body);
    w_.close("item");
  }

 private:
  XmlWriter& w_;
  const Quiz& quiz_;
  const Question& question_;
  CanvasText& text_;
  Diagnostics& warnings_;

  // <itemmetadata>: the question type, the points (always written: a missing points_possible becomes 1),
  // the answer ids in the order the importer takes them, and the bank question the quiz question comes from.
  void write_metadata(const char* question_type, std::size_t answer_count) {
    open(w_, "itemmetadata");
    open(w_, "qtimetadata");
    add_metadata_field(w_, "question_type", question_type);
    add_metadata_field(w_, "points_possible", qti::format_number(question_.points));
    std::string ids;
    for (std::size_t i = 0; i < answer_count; ++i) ids += (i ? "," : "") + answer_id(i);
    add_metadata_field(w_, "original_answer_ids", ids);
    add_metadata_field(w_, "assessment_question_identifierref",
                       assessment_question_ident(quiz_, text_.lang(), question_));
    w_.close("qtimetadata");
    w_.close("itemmetadata");
  }

  void open_presentation() {
    open(w_, "presentation");
    add_material(w_, {text_.stem_html(question_, warnings_), true});
  }

  // <resprocessing> with SCORE, the explanation's condition first, then what `conditions` writes.
  template <class Conditions>
  void write_resprocessing(Conditions conditions) {
    open(w_, "resprocessing");
    add_score_outcome(w_);
    if (has_explanation()) add_feedback_condition(w_, kGeneralFeedback);
    conditions();
    w_.close("resprocessing");
  }

  [[nodiscard]] bool has_explanation() const {
    return question_.explanation && question_.explanation->has(text_.lang()) &&
           !renders_nothing(question_.explanation->in(text_.lang()));
  }

  // The explanation as general_fb (Canvas's general comments, shown after answering whatever the answer).
  void write_explanation() {
    if (has_explanation())
      add_item_feedback(w_, kGeneralFeedback, {text_.html(*question_.explanation, question_, warnings_), true});
  }

  // Plain text when nothing in it reads as markup: Canvas strips what looks like a tag from a plain answer
  // (ChoiceInteraction#get_answers uses clear_html), so text with '<' or '&' goes as escaped HTML.
  MatText option_text(const LocalizedText& text) {
    const std::string plain = plain_text(text.in(text_.lang()));
    if (text_.plain(text) && plain.find_first_of("<&") == std::string::npos) return {plain, false};
    return {text_.html(text, question_, warnings_, true), true};
  }

  std::vector<Answer> choice_answers(const std::vector<Choice>& choices) {
    std::vector<Answer> answers;
    for (std::size_t i = 0; i < choices.size(); ++i) {
      Answer a{answer_id(i), option_text(choices[i].text), choices[i].correct, std::nullopt};
      if (choices[i].feedback) a.feedback = MatText{text_.html(*choices[i].feedback, question_, warnings_), true};
      answers.push_back(std::move(a));
    }
    return answers;
  }

  // <response_lid> with one <response_label> per answer, ident the answer id.
  void write_choices(const char* cardinality, const std::vector<Answer>& answers) {
    open(w_, "response_lid", {{"ident", kResponse}, {"rcardinality", cardinality}});
    open(w_, "render_choice");
    for (const auto& a : answers) {
      open(w_, "response_label", {{"ident", a.id}});
      add_material(w_, a.text);
      w_.close("response_label");
    }
    w_.close("render_choice");
    w_.close("response_lid");
  }

  // A choice question: presentation, each answer's feedback condition, the scoring `conditions`, feedback.
  template <class Scoring>
  void write_choice_item(const char* type, const char* cardinality, const std::vector<Answer>& answers,
                         Scoring scoring) {
    write_metadata(type, answers.size());
    open_presentation();
    write_choices(cardinality, answers);
    w_.close("presentation");
    write_resprocessing([&] {
      for (const auto& a : answers)
        if (a.feedback) add_answer_feedback_condition(w_, kResponse, a.id);
      scoring();
    });
    write_explanation();
    for (const auto& a : answers)
      if (a.feedback) add_item_feedback(w_, a.id + "_fb", *a.feedback);
  }

  // The condition that gives full points when the one right answer is chosen.
  void write_single_scoring(const std::vector<Answer>& answers) {
    open(w_, "respcondition", {{"continue", "No"}});
    open(w_, "conditionvar");
    for (const auto& a : answers)
      if (a.correct) add_varequal(w_, kResponse, a.id);
    w_.close("conditionvar");
    add_setvar(w_, "Set", "100");
    w_.close("respcondition");
  }

  void write_kind(const SingleChoice& kind) {
    const auto answers = choice_answers(kind.choices);
    write_choice_item("multiple_choice_question", "Single", answers, [&] { write_single_scoring(answers); });
  }

  // Every right answer chosen and no wrong one: the form Canvas's importer reads the right answers from
  // (ChoiceInteraction: members of the responseIf's <and>); Canvas then scores right minus wrong itself.
  void write_kind(const MultipleResponse& kind) {
    warn_multiple_response(kind, question_, warnings_);
    const auto answers = choice_answers(kind.choices);
    write_choice_item("multiple_answers_question", "Multiple", answers, [&] {
      open(w_, "respcondition", {{"continue", "No"}});
      open(w_, "conditionvar");
      open(w_, "and");
      for (const auto& a : answers) {
        if (!a.correct) open(w_, "not");
        add_varequal(w_, kResponse, a.id);
        if (!a.correct) w_.close("not");
      }
      w_.close("and");
      w_.close("conditionvar");
      add_setvar(w_, "Set", "100");
      w_.close("respcondition");
    });
  }

  // The answers read exactly "True" and "False": Canvas's importer turns a true/false question whose answers
  // do not match /true/ and /false/ into a multiple-choice question (ChoiceInteraction#process_true_false_question).
  void write_kind(const TrueFalse& kind) {
    warn_true_false_labels(quiz_, text_.lang(), question_, warnings_);
    std::vector<Answer> answers{{answer_id(0), {"True", false}, kind.answer, std::nullopt},
                                {answer_id(1), {"False", false}, !kind.answer, std::nullopt}};
    if (kind.feedback_true) answers[0].feedback = MatText{text_.html(*kind.feedback_true, question_, warnings_), true};
    if (kind.feedback_false)
      answers[1].feedback = MatText{text_.html(*kind.feedback_false, question_, warnings_), true};
    write_choice_item("true_false_question", "Single", answers, [&] { write_single_scoring(answers); });
  }

  // <response_str> with one blank, as Canvas writes short-answer, numerical and essay questions.
  void write_text_entry(const char* fibtype) {
    open(w_, "response_str", {{"ident", kResponse}, {"rcardinality", "Single"}});
    if (fibtype)
      open(w_, "render_fib", {{"fibtype", fibtype}});
    else
      open(w_, "render_fib");
    add(w_, "response_label", {{"ident", "answer1"}, {"rshuffle", "No"}});
    w_.close("render_fib");
    w_.close("response_str");
  }

  // A question answered in a text field: metadata, presentation, then the scoring `conditions`.
  template <class Conditions>
  void write_text_item(const char* type, std::size_t answer_count, const char* fibtype, Conditions conditions) {
    write_metadata(type, answer_count);
    open_presentation();
    write_text_entry(fibtype);
    w_.close("presentation");
    write_resprocessing(conditions);
    write_explanation();
  }

  // Each accepted answer a <varequal> of one condition: Canvas makes every string the conditions compare with
  // a right answer (ExtendedTextInteraction#process_response_conditions) and compares ignoring case.
  void write_kind(const ShortAnswer& kind) {
    const auto& answers = accepted_answers(kind, text_.lang(), question_, warnings_);
    write_text_item("short_answer_question", answers.size(), nullptr, [&] {
      open(w_, "respcondition", {{"continue", "No"}});
      open(w_, "conditionvar");
      for (const auto& a : answers) add_varequal(w_, kResponse, a, kind.case_sensitive);
      w_.close("conditionvar");
      add_setvar(w_, "Set", "100");
      w_.close("respcondition");
    });
  }

  // Exact with margin: <or> the value, <and> vargte/varlte its bounds (NumericInteraction#get_canvas_answers
  // reads the value and the margin, upper bound minus value); a range: vargte and varlte.
  void write_kind(const Numerical& kind) {
    write_text_item("numerical_question", 1, "Decimal", [&] {
      open(w_, "respcondition", {{"continue", "No"}});
      open(w_, "conditionvar");
      std::visit([this](const auto& accepted) { write_numeric_condition(accepted); }, kind.accepted);
      w_.close("conditionvar");
      add_setvar(w_, "Set", "100");
      w_.close("respcondition");
    });
  }

  void write_numeric_condition(const Tolerance& exact) {
    open(w_, "or");
    add_varequal(w_, kResponse, qti::format_number(exact.value));
    if (exact.tolerance > 0) {
      open(w_, "and");
      add_text(w_, "vargte", rounded_number(exact.value - exact.tolerance), {{"respident", kResponse}});
      add_text(w_, "varlte", rounded_number(exact.value + exact.tolerance), {{"respident", kResponse}});
      w_.close("and");
    }
    w_.close("or");
  }

  void write_numeric_condition(const Range& range) {
    add_text(w_, "vargte", qti::format_number(range.low), {{"respident", kResponse}});
    add_text(w_, "varlte", qti::format_number(range.high), {{"respident", kResponse}});
  }

  void write_kind(const Matching& kind);
  // Never called: write_assessment leaves ordering questions out.
  void write_kind(const Ordering&) { throw std::logic_error("Canvas has no ordering question: " + question_.id); }
  // A cloze question of text gaps (fill_in_multiple_blanks_question) or of choice gaps
  // (multiple_dropdowns_question): the stem names each blank [id]; one <response_lid ident="response_<id>"> per
  // blank lists its answers, and each right one adds the blank's share, the form FillInTheBlank#process_canvas
  // reads (it strips "response_" to find the blank, and takes a text blank's every answer as right).
  void write_kind(const Cloze& kind) {
    const bool dropdowns = std::holds_alternative<ChoiceGap>(kind.gaps.front().accepts);
    struct Blank {
      const Gap* gap;
      std::vector<Answer> answers;
    };
    std::vector<Blank> blanks;
    std::size_t count = 0;
    bool unequal = false, feedback = false;
    for (const auto& gap : kind.gaps) {
      Blank blank{&gap, {}};
      if (const auto* text = std::get_if<TextGap>(&gap.accepts)) {
        const ShortAnswer as_short{text->accepted, text->case_sensitive};
        for (const auto& a : accepted_answers(as_short, text_.lang(), question_, warnings_))
          blank.answers.push_back({answer_id(count++), {a, false}, true, std::nullopt});
      } else {
        for (const auto& option : std::get<ChoiceGap>(gap.accepts).options)
          blank.answers.push_back({answer_id(count++), option_text(option.text), option.correct, std::nullopt});
      }
      unequal = unequal || gap.points != kind.gaps.front().points;
      feedback = feedback || gap.feedback.has_value();
      blanks.push_back(std::move(blank));
    }
    if (unequal)
      warnings_.push_back(warning(
          "canvas-grading",
          "question " + question_.id + ": Canvas gives every blank an equal share of the points, not the gaps' own",
          question_.location));
    if (feedback)
      warnings_.push_back(warning("canvas-feedback",
                                  "question " + question_.id +
                                      ": Canvas has no feedback per blank; the gaps' "
                                      "feedback is left out",
                                  question_.location));
    write_metadata(dropdowns ? "multiple_dropdowns_question" : "fill_in_multiple_blanks_question", count);
    open(w_, "presentation");
    add_material(
        w_,
        {text_.stem_html(question_, warnings_, [](const GapMarker& marker) { return "[" + marker.gap + "]"; }), true});
    for (const auto& blank : blanks) {
      open(w_, "response_lid", {{"ident", "response_" + blank.gap->id}});
      add_material(w_, {blank.gap->id, false});
      open(w_, "render_choice");
      for (const auto& a : blank.answers) {
        open(w_, "response_label", {{"ident", a.id}});
        add_material(w_, a.text);
        w_.close("response_label");
      }
      w_.close("render_choice");
      w_.close("response_lid");
    }
    w_.close("presentation");
    char share[32];
    std::snprintf(share, sizeof share, "%.2f", 100.0 / static_cast<double>(blanks.size()));
    write_resprocessing([&] {
      for (const auto& blank : blanks)
        for (const auto& a : blank.answers) {
          if (!a.correct) continue;
          open(w_, "respcondition");
          open(w_, "conditionvar");
          add_varequal(w_, "response_" + blank.gap->id, a.id);
          w_.close("conditionvar");
          add_setvar(w_, "Add", share);
          w_.close("respcondition");
        }
    });
    write_explanation();
  }

  // A description: Canvas's text_only_question, its text as the presentation and nothing to answer or score.
  void write_kind(const Description&) {
    write_metadata("text_only_question", 0);
    open_presentation();
    w_.close("presentation");
  }

  // An essay: one condition that always holds and scores nothing; Canvas grades it by hand.
  void write_kind(const Essay& kind) {
    warn_grader_info(kind, question_, warnings_);
    write_text_item("essay_question", 0, nullptr, [&] {
      open(w_, "respcondition", {{"continue", "No"}});
      open(w_, "conditionvar");
      add(w_, "other");
      w_.close("conditionvar");
      w_.close("respcondition");
    });
  }
};

// One <response_lid ident="response_<answer id>"> per pair, its prompt as material and every distinct answer (the
// pairs', then the distractors') as a label whose ident is the match id (prompts sharing an answer share its id);
// Canvas keeps the unmatched ones as distractors. Each right match adds its share with action="Add", the form
// AssociateInteraction#get_canvas_answers links an answer to its match by. Canvas keeps match texts as plain text.
void ItemWriter::write_kind(const Matching& kind) {
  warn_matching_markup(kind, text_.lang(), question_, warnings_);
  std::vector<std::string> matches;
  std::vector<std::string> owners;  // the pair stating each answer, in the order of `matches`
  for (const auto& p : kind.pairs)
    if (owns_answer(p)) {
      matches.push_back(plain_text(p.answer.in(text_.lang())));
      owners.push_back(p.id);
    }
  for (const auto& d : kind.distractors) matches.push_back(plain_text(d.answer.in(text_.lang())));
  write_metadata("matching_question", kind.pairs.size());
  open_presentation();
  for (std::size_t i = 0; i < kind.pairs.size(); ++i) {
    open(w_, "response_lid", {{"ident", matching_response_ident(i)}});
    add_material(w_, option_text(kind.pairs[i].prompt));
    open(w_, "render_choice");
    for (std::size_t m = 0; m < matches.size(); ++m) {
      open(w_, "response_label", {{"ident", answer_id(m)}});
      add_material(w_, {matches[m], false});
      w_.close("response_label");
    }
    w_.close("render_choice");
    w_.close("response_lid");
  }
  w_.close("presentation");
  char share[32];
  std::snprintf(share, sizeof share, "%.2f", 100.0 / static_cast<double>(kind.pairs.size()));
  write_resprocessing([&] {
    for (std::size_t i = 0; i < kind.pairs.size(); ++i) {
      open(w_, "respcondition");
      open(w_, "conditionvar");
      const auto owner = std::find(owners.begin(), owners.end(), answer_id_of(kind.pairs[i]));
      add_varequal(w_, matching_response_ident(i), answer_id(static_cast<std::size_t>(owner - owners.begin())));
      w_.close("conditionvar");
      add_setvar(w_, "Add", share);
      w_.close("respcondition");
    }
  });
  write_explanation();
}

}  // namespace

void write_item(XmlWriter& w, const Quiz& quiz, const Question& question, CanvasText& text, Diagnostics& warnings) {
  ItemWriter(w, quiz, question, text, warnings).write();
}

}  // namespace quizpack::canvas
