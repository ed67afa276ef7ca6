// XML Schema validation against the embedded schemas: every bundled XSD compiles offline, errors carry lines.
#include <catch2/catch.hpp>

#include <algorithm>
#include <fstream>
#include <sstream>

#include "embed/embedded_file.hpp"
#include "support/source_dir.hpp"
#include "validate/xml_schema.hpp"

using namespace quizpack;

TEST_CASE("every bundled XSD compiles from the embedded files alone") {
  std::size_t count = 0;
  for (const auto& f : schema_files()) {
    if (!f.path.ends_with(".xsd")) continue;
    ++count;
    INFO(std::string(f.path));
    std::vector<std::string> errors;
    REQUIRE_NOTHROW(errors = validate_xml("<undeclared-root/>", std::string(f.path)));
    CHECK_FALSE(errors.empty());
  }
  CHECK(count >= 5);
}

TEST_CASE("malformed XML is reported with its line") {
  const auto errors = validate_xml("<a>\n<b></a>", "common/xml.xsd");
  CHECK(std::any_of(errors.begin(), errors.end(),
                    [](const std::string& e) { return e.rfind("line 2: not well-formed XML", 0) == 0; }));
}

TEST_CASE("a schema that is not bundled is an error, not a silent pass") {
  CHECK_THROWS_AS(validate_xml("<a/>", "nope/missing.xsd"), std::runtime_error);
}

TEST_CASE("external entities and DTDs are never fetched") {
  const std::string xml = "<?xml version=\"1.0\"?>\n<!DOCTYPE a SYSTEM \"http://example.org/a.dtd\">\n<a/>";
  const auto errors = validate_xml(xml, "common/xml.xsd");
  CHECK_FALSE(errors.empty());  // a is not declared; the DTD was not loaded
}

TEST_CASE("a document of many megabytes is read in pieces and checked to its last line") {
  std::ifstream in(quizpack::test::source_path("tests/golden/moodle/every-kind/en.moodle.xml"));
  std::stringstream golden;
  golden << in.rdbuf();
  const std::string text = golden.str();
  const auto body_start = text.find("<quiz>\n") + 7;
  const auto body_end = text.rfind("</quiz>");
  REQUIRE(body_start < body_end);
  std::string xml = text.substr(0, body_start);
  for (int i = 0; i < 200; ++i) xml += text.substr(body_start, body_end - body_start);
  REQUIRE(xml.size() > 4'000'000);
  CHECK(validate_xml(xml + "</quiz>\n", "moodlexml/moodle-quiz.xsd").empty());

  const auto last_line = std::count(xml.begin(), xml.end(), '\n') + 1;
  const auto errors = validate_xml(xml + "<unexpected/>\n</quiz>\n", "moodlexml/moodle-quiz.xsd");
  REQUIRE(errors.size() == 1);
  CHECK(errors.front().rfind("line " + std::to_string(last_line) + ": ", 0) == 0);
}

namespace {

// The messages of a document validated in pieces of `size` bytes.
std::vector<std::string> validate_in_pieces(std::string_view xml, const std::string& schema, std::size_t size) {
  XmlStreamValidator validator(schema);
  for (std::size_t i = 0; i < xml.size(); i += size) validator.feed(xml.substr(i, size));
  return validator.finish();
}

std::string golden_moodle_xml() {
  std::ifstream in(quizpack::test::source_path("tests/golden/moodle/every-kind/en.moodle.xml"));
  std::stringstream golden;
  golden << in.rdbuf();
  return golden.str();
}

}  // namespace

TEST_CASE("a document validated in pieces gives what validating it whole gives") {
  const std::string valid = golden_moodle_xml();
  REQUIRE(valid.size() > 1000);
  const std::string schema = "moodlexml/moodle-quiz.xsd";
  const auto body_end = valid.rfind("</quiz>");
  const std::string invalid = valid.substr(0, body_end) + "<unexpected/>\n</quiz>\n";
  const std::string malformed = valid.substr(0, body_end) + "<question>\n</quiz>\n";
  for (std::size_t size : {std::size_t{1}, std::size_t{7}, std::size_t{4096}, valid.size()}) {
    INFO("pieces of " << size << " bytes");
    CHECK(validate_in_pieces(valid, schema, size).empty());
    const auto whole = validate_xml(invalid, schema);
    REQUIRE(whole.size() == 1);
    CHECK(validate_in_pieces(invalid, schema, size) == whole);
    const auto broken = validate_in_pieces(malformed, schema, size);
    CHECK(std::any_of(broken.begin(), broken.end(),
                      [](const std::string& e) { return e.find("not well-formed XML") != std::string::npos; }));
  }
}

TEST_CASE("an empty document validated in pieces is an error") {
  XmlStreamValidator validator("common/xml.xsd");
  CHECK_FALSE(validator.finish().empty());
  CHECK_THROWS_AS(XmlStreamValidator("nope/missing.xsd"), std::runtime_error);
}
