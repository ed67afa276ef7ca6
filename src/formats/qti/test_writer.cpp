// The quiz as a QTI 2.1 or QTI 3.0 assessment test: a section of item refs (or of the bank's sections), scored as the
// sum of the items' SCORE.
#include "formats/qti/test_writer.hpp"

#include <cstdio>
#include <cstdlib>

#include "formats/qti/identifiers.hpp"
#include "formats/qti/qti_writer.hpp"
#include "text/plain_text.hpp"

namespace quizpack::qti {
namespace {

void declare_outcome(QtiWriter& w, const char* identifier, const char* base_type, std::string_view initial,
                     Attributes extra = {}) {
  w.open("outcomeDeclaration", {{"identifier", identifier}, {"cardinality", "single"}, {"baseType", base_type}});
  for (const auto& [key, value] : extra) w.attribute(key, value);
  w.open("defaultValue");
  w.add_text("value", initial);
  w.close("defaultValue");
  w.close("outcomeDeclaration");
}

// The pass mark in points, rounded to 12 significant digits: 0.28 × 25 is 7, not 7.000000000000001.
std::string pass_mark_text(double passing_score, double maximum) {
  char buffer[64];
  std::snprintf(buffer, sizeof buffer, "%.12g", passing_score * maximum);
  return format_number(std::strtod(buffer, nullptr));
}

void add_outcome_processing(QtiWriter& w, const std::string& pass_mark) {
  w.open("outcomeProcessing");
  w.open("setOutcomeValue", {{"identifier", "SCORE"}});
  w.open("sum");
  w.add("testVariables", {{"variableIdentifier", "SCORE"}});
  w.close("sum");
  w.close("setOutcomeValue");
  w.open("setOutcomeValue", {{"identifier", "PASS"}});
  w.open("gte");
  w.add("variable", {{"identifier", "SCORE"}});
  w.add_text("baseValue", pass_mark, {{"baseType", "float"}});
  w.close("gte");
  w.close("setOutcomeValue");
  w.close("outcomeProcessing");
}

// The item references of questions [first, first + count); in a shuffled section a description is `fixed`, so it
// keeps its place among the questions as it does in the player.
void add_item_refs(QtiWriter& w, const Quiz& quiz, const std::vector<ItemDocument>& items, std::size_t first,
                   std::size_t count, bool shuffled) {
  for (std::size_t i = first; i < first + count && i < items.size(); ++i) {
    if (shuffled && i < quiz.questions.size() && is_description(quiz.questions[i].body))
      w.add("assessmentItemRef", {{"identifier", items[i].identifier}, {"href", items[i].path}, {"fixed", "true"}});
    else
      w.add("assessmentItemRef", {{"identifier", items[i].identifier}, {"href", items[i].path}});
  }
}

// A bank section as a nested section: its draw a selection, its questions shuffled within it when the bank says so.
void add_section(QtiWriter& w, const Quiz& quiz, const LanguageTag& lang, const Section& section,
                 const std::vector<ItemDocument>& items) {
  w.open("assessmentSection", {{"identifier", section_identifier(section.id)},
                               {"title", plain_text(section.title.in(lang))},
                               {"visible", "true"}});
  if (section.draw) w.add("selection", {{"select", std::to_string(*section.draw)}});
  w.add("ordering", {{"shuffle", quiz.shuffle.questions ? "true" : "false"}});
  add_item_refs(w, quiz, items, section.first, section.count, quiz.shuffle.questions);
  w.close("assessmentSection");
}

}  // namespace

std::string write_test(const Quiz& quiz, const LanguageTag& lang, const std::vector<ItemDocument>& items,
                       QtiVersion version) {
  const std::string title = plain_text(quiz.title.in(lang));
  const double maximum = max_score(quiz);
  const std::string maximum_text = format_number(maximum);
  XmlWriter xml = start_document(2048 + items.size() * 96);
  QtiWriter w(xml, version);
  w.open("assessmentTest", {{"xmlns", qti_namespace(version)},
                            {"xmlns:xsi", "http://www.w3.org/2001/XMLSchema-instance"},
                            {"xsi:schemaLocation", qti_schema_location(version)},
                            {"identifier", test_identifier(quiz)},
                            {"title", title},
                            {"toolName", "quizpack"}});
  declare_outcome(w, "SCORE", "float", "0", {{"normalMaximum", maximum_text}, {"normalMinimum", "0"}});
  declare_outcome(w, "MAXSCORE", "float", maximum_text);
  declare_outcome(w, "PASS", "boolean", "false");
  w.open("testPart", {{"identifier", "P_main"}, {"navigationMode", "nonlinear"}, {"submissionMode", "individual"}});
  w.add("itemSessionControl",
        {{"maxAttempts", "1"}, {"showFeedback", "true"}, {"allowReview", "true"}, {"showSolution", "false"}});
  w.open("assessmentSection", {{"identifier", "S_main"}, {"title", title}, {"visible", "true"}});
  const bool shuffled = quiz.shuffle.questions && quiz.sections.empty();
  w.add("ordering", {{"shuffle", shuffled ? "true" : "false"}});
  if (quiz.sections.empty())
    add_item_refs(w, quiz, items, 0, items.size(), shuffled);
  else
    for (const auto& section : quiz.sections) add_section(w, quiz, lang, section, items);
  w.close("assessmentSection");
  w.close("testPart");
  add_outcome_processing(w, pass_mark_text(quiz.passing_score, maximum));
  w.close("assessmentTest");
  return xml.finish();
}

}  // namespace quizpack::qti
