// Validates XML documents against the XSDs bundled in schemas/ (embedded in the binary), with libxml2.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace quizpack {

// Validates `xml` against the bundled root schema `schema` (a path under schemas/, e.g. qti21/imsqti_v2p1.xsd).
// Returns the validator's messages as "line N: message"; empty when the document is valid.
// Throws std::runtime_error when the schema itself is missing or does not compile.
std::vector<std::string> validate_xml(std::string_view xml, const std::string& schema);

// Validates one document handed over in pieces, in order, as a writer makes them; nothing of it is kept.
class XmlStreamValidator {
 public:
  // Throws std::runtime_error when `schema` is missing or does not compile.
  explicit XmlStreamValidator(const std::string& schema);
  ~XmlStreamValidator();
  XmlStreamValidator(const XmlStreamValidator&) = delete;
  XmlStreamValidator& operator=(const XmlStreamValidator&) = delete;

  void feed(std::string_view piece);
  // After the last piece: the messages validate_xml gives for the whole document.
  std::vector<std::string> finish();

 private:
  struct State;
  std::unique_ptr<State> state_;
};

}  // namespace quizpack
