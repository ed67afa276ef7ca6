// One question as a QTI 2.1 or QTI 3.0 assessment item document in one language, and the builder's shared parts.
#include "formats/qti/item_writer.hpp"

#include <algorithm>

#include "formats/qti/identifiers.hpp"
#include "formats/qti/item_builder.hpp"
#include "formats/qti/xml_builder.hpp"
#include "text/plain_text.hpp"

namespace quizpack::qti {
namespace {

// True for an image path inside the bank (not a URL or an absolute path).
bool is_bank_path(const std::string& src) {
  return !src.empty() && src.front() != '/' && src.find(':') == std::string::npos;
}

}  // namespace

ItemBuilder::ItemBuilder(QtiWriter& w, const Quiz& quiz, const Question& question, const LanguageTag& lang,
                         ItemDocument& out, Diagnostics& warnings)
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

void ItemBuilder::warn_lost_markup(bool kept, const char* where) {
  if (!kept)
    warnings_.push_back(warning(std::string(warning_prefix(w_.version())) + "-markup",
                                "question " + question_.id + ": " + where + " lost markup that " +
                                    version_name(w_.version()) + " cannot hold (" + lang_ + ")",
                                question_.location));
}

// SCORE, MAXSCORE and FEEDBACK, after the response declaration.
void ItemBuilder::declare_outcomes() {
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

void ItemBuilder::add_choice(const std::string& identifier, const RichText& text,
                             const std::optional<LocalizedText>& feedback) {
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

void ItemBuilder::add_text_entry() {
  out_.interaction = "textEntryInteraction";
  w_.xml().open_inline("p");
  w_.add("textEntryInteraction", {{"responseIdentifier", "RESPONSE"}});
  w_.xml().close("p");
}

void ItemBuilder::build_kind(const Essay& kind) {
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
void ItemBuilder::build_kind(const Description&) {
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

void ItemBuilder::add_modal_feedback(const LocalizedText& explanation) {
  w_.open("modalFeedback",
          {{"outcomeIdentifier", "FEEDBACK"}, {"identifier", kExplanationFeedback}, {"showHide", "show"}});
  w_.open_content_body(is_right_to_left(lang_));
  warn_lost_markup(append_blocks(w_.xml(), explanation.in(lang_), image_url_, ltr_formulas_), "the explanation");
  w_.close_content_body(is_right_to_left(lang_));
  w_.close("modalFeedback");
}

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
