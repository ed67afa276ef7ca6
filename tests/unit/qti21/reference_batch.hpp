// Test-only: validates many documents against one official schema in a single xmllint run.
#pragma once

#include <string>
#include <vector>

namespace quizpack::test {

struct NamedDocument {
  std::string name;  // shown in messages, e.g. "ar/items/sc.xml"
  std::string xml;
};

// Like reference_validation_errors, but compiles the schema once for all `documents`.
// Returns xmllint's messages about the documents that fail; empty when all are valid.
std::string reference_validation_errors_all(const std::vector<NamedDocument>& documents, const std::string& root_xsd);

}  // namespace quizpack::test
