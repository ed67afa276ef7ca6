// quizpack's own QTI 3.0 item and test schema: it accepts what the writer writes and rejects broken documents.
#include <catch2/catch.hpp>

#include "support/collect.hpp"
#include "support/every_kind_quiz.hpp"
#include "validate/xml_schema.hpp"

namespace quizpack::test {
namespace {

constexpr const char* kSchema = "qti30/qti30-item-test.xsd";

std::string file(const std::string& lang, const std::string& path) {
  for (auto& f : test::collect("qti30", every_form_quiz(), lang).files)
    if (f.path == path) return f.bytes;
  throw std::runtime_error("no entry " + path);
}

// `xml` with the first `from` replaced by `to`; fails the test when `from` is not there.
std::string broken(std::string xml, const std::string& from, const std::string& to) {
  const auto at = xml.find(from);
  REQUIRE(at != std::string::npos);
  return xml.replace(at, from.size(), to);
}

bool valid(const std::string& xml) { return validate_xml(xml, kSchema).empty(); }

}  // namespace

TEST_CASE("qti30 schema: the written items and test are valid") {
  CHECK(valid(file("en", "items/q.single.xml")));
  CHECK(valid(file("ar", "items/q-match.xml")));
  CHECK(valid(file("ja", "test.xml")));
}

TEST_CASE("qti30 schema: QTI 2.1 names are not QTI 3.0") {
  const std::string item = file("en", "items/q.single.xml");
  CHECK_FALSE(valid(broken(item, "qti-choice-interaction", "choiceInteraction")));
  CHECK_FALSE(valid(broken(item, "max-choices=", "maxChoices=")));
  CHECK_FALSE(valid(
      broken(item, "http://www.imsglobal.org/xsd/imsqtiasi_v3p0\"", "http://www.imsglobal.org/xsd/imsqti_v2p1\"")));
}

TEST_CASE("qti30 schema: required attributes and values are checked") {
  const std::string item = file("en", "items/q-multi.xml");
  CHECK_FALSE(valid(broken(item, " response-identifier=\"RESPONSE\"", "")));
  CHECK_FALSE(valid(broken(item, "base-type=\"identifier\"", "base-type=\"choice\"")));
  CHECK_FALSE(valid(broken(item, "cardinality=\"multiple\"", "cardinality=\"many\"")));
  CHECK_FALSE(valid(broken(item, "time-dependent=\"false\"", "time-dependent=\"no\"")));
  CHECK_FALSE(valid(broken(item, " xml:lang=\"en\"", "")));
  CHECK_FALSE(valid(broken(item, "mapped-value=\"", "mapped-value=\"x")));
}

TEST_CASE("qti30 schema: feedback and rubric content sit in qti-content-body") {
  const std::string item = file("en", "items/q-essay.xml");
  CHECK_FALSE(valid(broken(broken(item, "<qti-content-body>", ""), "</qti-content-body>", "")));
  const std::string rtl = file("ar", "items/q.single.xml");
  CHECK(valid(rtl));
  CHECK_FALSE(valid(broken(rtl, "dir=\"rtl\"", "dir=\"sideways\"")));
}

TEST_CASE("qti30 schema: the structure of items and tests is checked") {
  const std::string item = file("en", "items/q_tf.xml");
  CHECK_FALSE(valid(broken(item, "<qti-item-body", "<qti-body")));
  CHECK_FALSE(valid(broken(item, "<qti-response-if>", "<qti-response-else>")));
  CHECK_FALSE(valid(broken(item, "<qti-simple-choice ", "<qti-simple-associable-choice ")));
  const std::string test = file("en", "test.xml");
  CHECK_FALSE(valid(broken(test, "navigation-mode=\"nonlinear\"", "navigation-mode=\"free\"")));
  CHECK_FALSE(valid(broken(test, "<qti-test-variables ", "<qti-test-variable ")));
}

}  // namespace quizpack::test
