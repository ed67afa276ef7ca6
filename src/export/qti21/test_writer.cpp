// The quiz as a QTI 2.1 assessmentTest: one section of item refs, scored as the sum of the items' SCORE.
#include "export/qti21/test_writer.hpp"

#include <cstdio>
#include <cstdlib>

#include "export/qti21/identifiers.hpp"
#include "export/qti21/xml_builder.hpp"
#include "text/plain_text.hpp"

namespace quizpack::qti21 {
namespace {

void declare_outcome(XmlWriter& w, const char* identifier, const char* base_type, std::string_view initial,
                     Attributes extra = {}) {
  open(w, "outcomeDeclaration", {{"identifier", identifier}, {"cardinality", "single"}, {"baseType", base_type}});
  for (const auto& [key, value] : extra) w.attribute(key, value);
  open(w, "defaultValue");
  add_text(w, "value", initial);
  w.close("defaultValue");
  w.close("outcomeDeclaration");
}

// The pass mark in points, rounded to 12 significant digits: 0.28 × 25 is 7, not 7.000000000000001.
std::string pass_mark_text(double passing_score, double maximum) {
  char buffer[64];
  std::snprintf(buffer, sizeof buffer, "%.12g", passing_score * maximum);
  return format_number(std::strtod(buffer, nullptr));
}

void add_outcome_processing(XmlWriter& w, const std::string& pass_mark) {
  open(w, "outcomeProcessing");
  open(w, "setOutcomeValue", {{"identifier", "SCORE"}});
  open(w, "sum");
  add(w, "testVariables", {{"variableIdentifier", "SCORE"}});
  w.close("sum");
  w.close("setOutcomeValue");
  open(w, "setOutcomeValue", {{"identifier", "PASS"}});
  open(w, "gte");
  add(w, "variable", {{"identifier", "SCORE"}});
  add_text(w, "baseValue", pass_mark, {{"baseType", "float"}});
  w.close("gte");
  w.close("setOutcomeValue");
  w.close("outcomeProcessing");
}

}  // namespace

std::string write_test(const Quiz& quiz, const LanguageTag& lang, const std::vector<ItemDocument>& items) {
  const std::string title = plain_text(quiz.title.in(lang));
  const double maximum = max_score(quiz);
  const std::string maximum_text = format_number(maximum);
  XmlWriter w = start_document(2048 + items.size() * 96);
  open(w, "assessmentTest",
       {{"xmlns", "http://www.imsglobal.org/xsd/imsqti_v2p1"},
        {"xmlns:xsi", "http://www.w3.org/2001/XMLSchema-instance"},
        {"xsi:schemaLocation",
         "http://www.imsglobal.org/xsd/imsqti_v2p1 http://www.imsglobal.org/xsd/qti/qtiv2p1/imsqti_v2p1p2.xsd"},
        {"identifier", test_identifier(quiz)},
        {"title", title},
        {"toolName", "quizpack"}});
  declare_outcome(w, "SCORE", "float", "0", {{"normalMaximum", maximum_text}, {"normalMinimum", "0"}});
  declare_outcome(w, "MAXSCORE", "float", maximum_text);
  declare_outcome(w, "PASS", "boolean", "false");
  open(w, "testPart", {{"identifier", "P_main"}, {"navigationMode", "nonlinear"}, {"submissionMode", "individual"}});
  add(w, "itemSessionControl",
      {{"maxAttempts", "1"}, {"showFeedback", "true"}, {"allowReview", "true"}, {"showSolution", "false"}});
  open(w, "assessmentSection", {{"identifier", "S_main"}, {"title", title}, {"visible", "true"}});
  add(w, "ordering", {{"shuffle", quiz.shuffle.questions ? "true" : "false"}});
  for (const auto& item : items) add(w, "assessmentItemRef", {{"identifier", item.identifier}, {"href", item.path}});
  w.close("assessmentSection");
  w.close("testPart");
  add_outcome_processing(w, pass_mark_text(quiz.passing_score, maximum));
  w.close("assessmentTest");
  return w.finish();
}

}  // namespace quizpack::qti21
