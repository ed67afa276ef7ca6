// The QTI vocabulary writer: QTI 2.1 names pass through, QTI 3.0 names are prefixed and in kebab case.
#include <catch2/catch.hpp>

#include <stdexcept>

#include "formats/qti/qti_writer.hpp"

namespace quizpack::qti {

TEST_CASE("QTI 3.0 element names are qti- and kebab case") {
  CHECK(qti3_element("assessmentItem") == "qti-assessment-item");
  CHECK(qti3_element("choiceInteraction") == "qti-choice-interaction");
  CHECK(qti3_element("responseElseIf") == "qti-response-else-if");
  CHECK(qti3_element("value") == "qti-value");
  CHECK(qti3_element("and") == "qti-and");
  CHECK(qti3_element("contentBody") == "qti-content-body");
  CHECK_THROWS_AS(qti3_element("p"), std::logic_error);
}

TEST_CASE("QTI 3.0 attribute names are kebab case; prefixed names are kept") {
  CHECK(qti3_attribute("responseIdentifier") == "response-identifier");
  CHECK(qti3_attribute("baseType") == "base-type");
  CHECK(qti3_attribute("identifier") == "identifier");
  CHECK(qti3_attribute("xml:lang") == "xml:lang");
  CHECK(qti3_attribute("xsi:schemaLocation") == "xsi:schemaLocation");
  CHECK(qti3_attribute("xmlns") == "xmlns");
}

TEST_CASE("the writer spells elements and attributes as its version does") {
  const auto write = [](QtiVersion version) {
    xml::XmlWriter xml;
    QtiWriter w(xml, version);
    w.open("choiceInteraction", {{"responseIdentifier", "RESPONSE"}, {"maxChoices", "1"}});
    w.open_inline("simpleChoice");
    w.attribute("identifier", "C_a");
    w.text("A");
    w.close("simpleChoice");
    w.close("choiceInteraction");
    return xml.finish();
  };
  CHECK(write(QtiVersion::V2p1) ==
        "<choiceInteraction responseIdentifier=\"RESPONSE\" maxChoices=\"1\">\n"
        "  <simpleChoice identifier=\"C_a\">A</simpleChoice>\n"
        "</choiceInteraction>\n");
  CHECK(write(QtiVersion::V3p0) ==
        "<qti-choice-interaction response-identifier=\"RESPONSE\" max-choices=\"1\">\n"
        "  <qti-simple-choice identifier=\"C_a\">A</qti-simple-choice>\n"
        "</qti-choice-interaction>\n");
  CHECK(std::string(warning_prefix(QtiVersion::V3p0)) == "qti30");
  CHECK(std::string(qti_namespace(QtiVersion::V3p0)) == "http://www.imsglobal.org/xsd/imsqtiasi_v3p0");
}

}  // namespace quizpack::qti
