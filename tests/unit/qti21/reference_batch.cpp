// Test-only: validates many documents against one official schema in a single xmllint run.
#include "reference_batch.hpp"

#include <array>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <stdexcept>
#include "support/source_dir.hpp"

namespace quizpack::test {

std::string reference_validation_errors_all(const std::vector<NamedDocument>& documents, const std::string& root_xsd) {
  const std::filesystem::path schemas = quizpack::test::reference_schemas_dir();
  if (!std::filesystem::exists(schemas / root_xsd)) throw std::runtime_error("reference schema missing: " + root_xsd);
  char pattern[] = "/tmp/quizpack-qti21-refcheck-XXXXXX";
  if (!mkdtemp(pattern)) throw std::runtime_error("mkdtemp failed");
  const std::filesystem::path dir = pattern;
  std::string command = "XML_CATALOG_FILES='" + (schemas / "catalog.xml").string() +
                        "' xmllint --nonet --noout --schema '" + (schemas / root_xsd).string() + "'";
  for (size_t i = 0; i < documents.size(); ++i) {
    const std::filesystem::path file = dir / (std::to_string(i) + ".xml");
    std::ofstream(file, std::ios::binary) << documents[i].xml;
    command += " '" + file.string() + "'";
  }
  command += " 2>&1";
  std::string output;
  FILE* pipe = popen(command.c_str(), "r");
  std::array<char, 4096> buffer{};
  while (pipe && fgets(buffer.data(), buffer.size(), pipe)) output += buffer.data();
  const int status = pipe ? pclose(pipe) : -1;
  std::filesystem::remove_all(dir);
  if (status == 0) return {};
  // Name each failing file by its document name instead of the temporary path.
  for (size_t i = 0; i < documents.size(); ++i) {
    const std::string temp = (dir / (std::to_string(i) + ".xml")).string();
    for (size_t at = output.find(temp); at != std::string::npos; at = output.find(temp, at))
      output.replace(at, temp.size(), documents[i].name);
  }
  return output.empty() ? "xmllint failed" : output;
}

}  // namespace quizpack::test
