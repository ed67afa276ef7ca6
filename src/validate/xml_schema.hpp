// Validates XML documents against the XSDs bundled in schemas/ (embedded in the binary), with libxml2.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace quizpack {

// Validates `xml` against the bundled root schema `schema` (a path under schemas/, e.g. qti21/imsqti_v2p1.xsd).
// Returns the validator's messages as "line N: message"; empty when the document is valid.
// Throws std::runtime_error when the schema itself is missing or does not compile.
std::vector<std::string> validate_xml(std::string_view xml, const std::string& schema);

}  // namespace quizpack
