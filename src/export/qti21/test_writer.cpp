// The quiz as a QTI 2.1 assessmentTest: one section of item refs, scored as the sum of the items' SCORE.
#include "export/qti21/test_writer.hpp"

#include "export/qti21/identifiers.hpp"
#include "export/qti21/xml_builder.hpp"
#include "text/plain_text.hpp"

namespace quizpack::qti21 {
namespace {

void declare_outcome(pugi::xml_node test, const char* identifier, const char* base_type, const std::string& initial,
                     Attributes extra = {}) {
  pugi::xml_node outcome =
      add(test, "outcomeDeclaration", {{"identifier", identifier}, {"cardinality", "single"}, {"baseType", base_type}});
  for (const auto& [key, value] : extra) outcome.append_attribute(key).set_value(value.c_str());
  add_text(add(outcome, "defaultValue"), "value", initial);
}

void add_outcome_processing(pugi::xml_node test, double pass_mark) {
  pugi::xml_node processing = add(test, "outcomeProcessing");
  pugi::xml_node score = add(processing, "setOutcomeValue", {{"identifier", "SCORE"}});
  add(add(score, "sum"), "testVariables", {{"variableIdentifier", "SCORE"}});
  pugi::xml_node pass = add(processing, "setOutcomeValue", {{"identifier", "PASS"}});
  pugi::xml_node at_least = add(pass, "gte");
  add(at_least, "variable", {{"identifier", "SCORE"}});
  add_text(at_least, "baseValue", format_number(pass_mark), {{"baseType", "float"}});
}

}  // namespace

std::string write_test(const Quiz& quiz, const LanguageTag& lang, const std::vector<ItemDocument>& items) {
  const std::string title = plain_text(quiz.title.in(lang));
  const double maximum = max_score(quiz);
  pugi::xml_document document;
  pugi::xml_node declaration = document.append_child(pugi::node_declaration);
  declaration.append_attribute("version").set_value("1.0");
  declaration.append_attribute("encoding").set_value("UTF-8");
  pugi::xml_node test =
      add(document, "assessmentTest",
          {{"xmlns", "http://www.imsglobal.org/xsd/imsqti_v2p1"},
           {"xmlns:xsi", "http://www.w3.org/2001/XMLSchema-instance"},
           {"xsi:schemaLocation",
            "http://www.imsglobal.org/xsd/imsqti_v2p1 http://www.imsglobal.org/xsd/qti/qtiv2p1/imsqti_v2p1p2.xsd"},
           {"identifier", test_identifier(quiz)},
           {"title", title},
           {"toolName", "quizpack"}});
  declare_outcome(test, "SCORE", "float", "0", {{"normalMaximum", format_number(maximum)}, {"normalMinimum", "0"}});
  declare_outcome(test, "MAXSCORE", "float", format_number(maximum));
  declare_outcome(test, "PASS", "boolean", "false");
  pugi::xml_node part = add(
      test, "testPart", {{"identifier", "P_main"}, {"navigationMode", "nonlinear"}, {"submissionMode", "individual"}});
  add(part, "itemSessionControl",
      {{"maxAttempts", "1"}, {"showFeedback", "true"}, {"allowReview", "true"}, {"showSolution", "false"}});
  pugi::xml_node section =
      add(part, "assessmentSection", {{"identifier", "S_main"}, {"title", title}, {"visible", "true"}});
  add(section, "ordering", {{"shuffle", quiz.shuffle.questions ? "true" : "false"}});
  for (const auto& item : items)
    add(section, "assessmentItemRef", {{"identifier", item.identifier}, {"href", item.path}});
  add_outcome_processing(test, quiz.passing_score * maximum);
  return to_xml(document);
}

}  // namespace quizpack::qti21
