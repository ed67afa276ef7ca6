// QTI elements and attributes written in the vocabulary of one QTI version.
#include "formats/qti/qti_writer.hpp"

#include <array>
#include <cctype>
#include <map>
#include <stdexcept>

namespace quizpack::qti {
namespace {

// Every QTI 2.1 element quizpack writes; QTI 3.0 spells each "qti-" and its words in kebab case.
constexpr std::array<std::string_view, 56> kElements = {"and",
                                                        "assessmentItem",
                                                        "assessmentItemRef",
                                                        "assessmentSection",
                                                        "assessmentTest",
                                                        "baseValue",
                                                        "choiceInteraction",
                                                        "contentBody",
                                                        "correct",
                                                        "correctResponse",
                                                        "defaultValue",
                                                        "divide",
                                                        "equal",
                                                        "extendedTextInteraction",
                                                        "feedbackInline",
                                                        "gte",
                                                        "index",
                                                        "inlineChoice",
                                                        "inlineChoiceInteraction",
                                                        "isNull",
                                                        "itemBody",
                                                        "itemSessionControl",
                                                        "lte",
                                                        "mapEntry",
                                                        "mapResponse",
                                                        "mapping",
                                                        "match",
                                                        "matchInteraction",
                                                        "modalFeedback",
                                                        "multiple",
                                                        "or",
                                                        "orderInteraction",
                                                        "ordering",
                                                        "outcomeDeclaration",
                                                        "outcomeProcessing",
                                                        "patternMatch",
                                                        "product",
                                                        "responseCondition",
                                                        "responseDeclaration",
                                                        "responseElse",
                                                        "responseElseIf",
                                                        "responseIf",
                                                        "responseProcessing",
                                                        "rubricBlock",
                                                        "selection",
                                                        "setOutcomeValue",
                                                        "simpleAssociableChoice",
                                                        "simpleChoice",
                                                        "simpleMatchSet",
                                                        "substring",
                                                        "sum",
                                                        "testPart",
                                                        "testVariables",
                                                        "textEntryInteraction",
                                                        "value",
                                                        "variable"};

std::string kebab(std::string_view name) {
  std::string out;
  for (const char c : name) {
    if (std::isupper(static_cast<unsigned char>(c))) {
      out += '-';
      out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    } else {
      out += c;
    }
  }
  return out;
}

// The QTI 3.0 names, made once; the writer keeps views of them until each element closes.
const std::map<std::string_view, std::string>& qti3_names() {
  static const std::map<std::string_view, std::string> names = [] {
    std::map<std::string_view, std::string> table;
    for (const auto name : kElements) table.emplace(name, "qti-" + kebab(name));
    return table;
  }();
  return names;
}

}  // namespace

std::string_view qti3_element(std::string_view name) {
  const auto& names = qti3_names();
  const auto it = names.find(name);
  if (it == names.end()) throw std::logic_error("no QTI 3.0 name for <" + std::string(name) + ">");
  return it->second;
}

std::string qti3_attribute(std::string_view name) {
  if (name.find(':') != std::string_view::npos) return std::string(name);
  return kebab(name);
}

const char* qti_namespace(QtiVersion version) {
  return version == QtiVersion::V2p1 ? "http://www.imsglobal.org/xsd/imsqti_v2p1"
                                     : "http://www.imsglobal.org/xsd/imsqtiasi_v3p0";
}

const char* qti_schema_location(QtiVersion version) {
  return version == QtiVersion::V2p1
             ? "http://www.imsglobal.org/xsd/imsqti_v2p1 http://www.imsglobal.org/xsd/qti/qtiv2p1/imsqti_v2p1p2.xsd"
             : "http://www.imsglobal.org/xsd/imsqtiasi_v3p0 "
               "https://purl.imsglobal.org/spec/qti/v3p0/schema/xsd/imsqti_asiv3p0_v1p0.xsd";
}

const char* warning_prefix(QtiVersion version) { return version == QtiVersion::V2p1 ? "qti21" : "qti30"; }

const char* version_name(QtiVersion version) { return version == QtiVersion::V2p1 ? "QTI 2.1" : "QTI 3.0"; }

std::string_view QtiWriter::element_name(std::string_view name) const {
  return version_ == QtiVersion::V2p1 ? name : qti3_element(name);
}

void QtiWriter::open(std::string_view name, Attributes attributes) {
  w_.open(element_name(name));
  for (const auto& [key, value] : attributes) attribute(key, value);
}

void QtiWriter::open_inline(std::string_view name) { w_.open_inline(element_name(name)); }

void QtiWriter::attribute(std::string_view name, std::string_view value) {
  if (version_ == QtiVersion::V2p1)
    w_.attribute(name, value);
  else
    w_.attribute(qti3_attribute(name), value);
}

void QtiWriter::add(std::string_view name, Attributes attributes) {
  open(name, attributes);
  close(name);
}

void QtiWriter::add_text(std::string_view name, std::string_view text, Attributes attributes) {
  open(name, attributes);
  w_.text(text);
  close(name);
}

void QtiWriter::close(std::string_view name) { w_.close(element_name(name)); }

void QtiWriter::open_content_body(bool right_to_left) {
  if (version_ == QtiVersion::V2p1) return;
  open("contentBody");
  if (!right_to_left) return;
  w_.open("div");
  w_.attribute("dir", "rtl");
}

void QtiWriter::close_content_body(bool right_to_left) {
  if (version_ == QtiVersion::V2p1) return;
  if (right_to_left) w_.close("div");
  close("contentBody");
}

}  // namespace quizpack::qti
