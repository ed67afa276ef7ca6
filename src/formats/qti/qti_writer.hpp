// QTI elements and attributes written in the vocabulary of one QTI version (2.1's camelCase or 3.0's qti-kebab-case).
#pragma once

#include <string>
#include <string_view>

#include "formats/qti/xml_builder.hpp"

namespace quizpack::qti {

enum class QtiVersion { V2p1, V3p0 };

// Takes QTI 2.1 names and writes them as `version` spells them; XHTML goes through xml() unchanged.
class QtiWriter {
 public:
  QtiWriter(XmlWriter& w, QtiVersion version) : w_(w), version_(version) {}

  void open(std::string_view name, Attributes attributes = {});
  void open_inline(std::string_view name);
  void attribute(std::string_view name, std::string_view value);
  void add(std::string_view name, Attributes attributes = {});
  void add_text(std::string_view name, std::string_view text, Attributes attributes = {});
  void text(std::string_view value) { w_.text(value); }
  void close(std::string_view name);

  // QTI 3.0 holds a rubric block's and a modal feedback's content in <qti-content-body>, QTI 2.1 directly;
  // `right_to_left` wraps the content in <div dir="rtl"> (for content outside the item body).
  void open_content_body(bool right_to_left);
  void close_content_body(bool right_to_left);

  XmlWriter& xml() { return w_; }
  QtiVersion version() const { return version_; }

 private:
  XmlWriter& w_;
  QtiVersion version_;

  std::string_view element_name(std::string_view name) const;
};

// The QTI 3.0 name of a QTI 2.1 element ("choiceInteraction" → "qti-choice-interaction"); throws
// std::logic_error for a name quizpack does not write.
std::string_view qti3_element(std::string_view name);

// The QTI 3.0 name of a QTI 2.1 attribute ("responseIdentifier" → "response-identifier"); prefixed names such as
// xml:lang and xmlns stay as they are.
std::string qti3_attribute(std::string_view name);

// The namespace of items and tests in `version`, and its xsi:schemaLocation pair.
const char* qti_namespace(QtiVersion version);
const char* qti_schema_location(QtiVersion version);

// "qti21" or "qti30", the prefix of the warnings' codes.
const char* warning_prefix(QtiVersion version);

// "QTI 2.1" or "QTI 3.0", for messages.
const char* version_name(QtiVersion version);

}  // namespace quizpack::qti
