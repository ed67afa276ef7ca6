// Test-only: validates a document against the official schemas in the shared reference-schemas folder.
#include "support/reference_schemas.hpp"

#include <unistd.h>

#include <array>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include "support/source_dir.hpp"

namespace quizpack::test {

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error("cannot read " + path);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

std::string reference_validation_errors(const std::string& xml, const std::string& root_xsd) {
  const std::filesystem::path dir = quizpack::test::reference_schemas_dir();
  if (!std::filesystem::exists(dir / root_xsd)) throw std::runtime_error("reference schema missing: " + root_xsd);
  char tmpl[] = "/tmp/quizpack-refcheck-XXXXXX";
  const int fd = mkstemp(tmpl);
  if (fd < 0) throw std::runtime_error("mkstemp failed");
  if (::write(fd, xml.data(), xml.size()) != static_cast<ssize_t>(xml.size())) {
    ::close(fd);
    throw std::runtime_error("write failed");
  }
  ::close(fd);
  const std::string cmd = "XML_CATALOG_FILES='" + (dir / "catalog.xml").string() +
                          "' xmllint --nonet --noout --schema '" + (dir / root_xsd).string() + "' '" + tmpl + "' 2>&1";
  std::string out;
  FILE* p = popen(cmd.c_str(), "r");
  std::array<char, 4096> buf{};
  while (p && fgets(buf.data(), buf.size(), p)) out += buf.data();
  const int status = p ? pclose(p) : -1;
  std::filesystem::remove(tmpl);
  if (status == 0) return {};
  return out.empty() ? "xmllint failed" : out;
}

}  // namespace quizpack::test
