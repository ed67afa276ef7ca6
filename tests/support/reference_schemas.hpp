// Test-only: validates a document against the official schemas in the shared reference-schemas folder.
#pragma once

#include <string>

namespace quizpack::test {

// Runs xmllint with the reference catalog on `xml` against `root_xsd` (relative to reference-schemas/,
// e.g. qti21/imsqti_v2p1p2.xsd). Returns xmllint's messages; empty when the document is valid.
std::string reference_validation_errors(const std::string& xml, const std::string& root_xsd);

// Reads a whole file; throws when it cannot.
std::string read_file(const std::string& path);

}  // namespace quizpack::test
