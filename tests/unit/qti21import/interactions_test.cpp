// Single items under each rule the reader knows: partial credit on a single choice, inline ranges and string matches.
#include <catch2/catch.hpp>

#include "import/qti21/qti21_import.hpp"

using namespace quizpack;

namespace {

// A package of the one item `body` (inside <assessmentItem>), in English.
Qti21Import read_item(const std::string& body) {
  const std::string manifest =
      "<manifest><resources><resource identifier=\"R\" type=\"imsqti_item_xmlv2p1\" href=\"i.xml\"/></resources>"
      "</manifest>";
  const std::string item =
      "<assessmentItem xmlns=\"http://www.imsglobal.org/xsd/imsqti_v2p1\" identifier=\"it\" "
      "xml:lang=\"en\">" +
      body + "</assessmentItem>";
  return import_qti21({{"imsmanifest.xml", manifest}, {"i.xml", item}}, "p", "");
}

std::vector<std::string> messages(const Qti21Import& read) {
  std::vector<std::string> out;
  for (const auto& d : read.diagnostics) out.push_back(d.message);
  return out;
}

}  // namespace

TEST_CASE("a single choice with partial credit and no correct response: the best choice is right, the partial warned") {
  const Qti21Import read = read_item(
      "<responseDeclaration identifier=\"RESPONSE\" cardinality=\"single\" baseType=\"identifier\"><mapping>"
      "<mapEntry mapKey=\"A\" mappedValue=\"2\"/><mapEntry mapKey=\"B\" mappedValue=\"1\"/></mapping>"
      "</responseDeclaration><itemBody><choiceInteraction responseIdentifier=\"RESPONSE\" maxChoices=\"1\">"
      "<simpleChoice identifier=\"A\">Alpha</simpleChoice><simpleChoice identifier=\"B\">Beta</simpleChoice>"
      "<simpleChoice identifier=\"C\">Gamma</simpleChoice></choiceInteraction></itemBody>"
      "<responseProcessing template=\"http://www.imsglobal.org/question/qti_v2p1/rptemplates/map_response\"/>");
  REQUIRE(read.questions.size() == 1);
  CHECK(read.questions[0].points == 2);
  const auto& body = std::get<SingleChoice>(read.questions[0].body);
  CHECK(body.choices[0].correct);
  CHECK_FALSE(body.choices[1].correct);
  CHECK(messages(read) ==
        std::vector<std::string>{"question it: the choice B earns partial credit; it becomes a wrong option"});
}

TEST_CASE("an inline range that is not centred on the correct response stays a range") {
  const Qti21Import read = read_item(
      "<responseDeclaration identifier=\"RESPONSE\" cardinality=\"single\" baseType=\"float\"><correctResponse>"
      "<value>12</value></correctResponse></responseDeclaration><itemBody><p>How many?</p><p>"
      "<textEntryInteraction responseIdentifier=\"RESPONSE\"/></p></itemBody><responseProcessing>"
      "<responseCondition><responseIf><and><gte><variable identifier=\"RESPONSE\"/><baseValue baseType=\"float\">10"
      "</baseValue></gte><lte><variable identifier=\"RESPONSE\"/><baseValue baseType=\"float\">20</baseValue></lte>"
      "</and><setOutcomeValue identifier=\"SCORE\"><baseValue baseType=\"float\">1</baseValue></setOutcomeValue>"
      "</responseIf></responseCondition></responseProcessing>");
  REQUIRE(read.questions.size() == 1);
  const auto& range = std::get<Range>(std::get<Numerical>(read.questions[0].body).accepted);
  CHECK(range.low == 10);
  CHECK(range.high == 20);
  CHECK(read.diagnostics.empty());
}

TEST_CASE("a string compared by stringMatch is a short answer with its case rule") {
  const Qti21Import read = read_item(
      "<responseDeclaration identifier=\"RESPONSE\" cardinality=\"single\" baseType=\"string\"/><itemBody><p>Name?"
      "</p><p><textEntryInteraction responseIdentifier=\"RESPONSE\"/></p></itemBody><responseProcessing>"
      "<responseCondition><responseIf><stringMatch caseSensitive=\"false\"><variable identifier=\"RESPONSE\"/>"
      "<baseValue baseType=\"string\">Ada</baseValue></stringMatch><setOutcomeValue identifier=\"SCORE\">"
      "<baseValue baseType=\"float\">1</baseValue></setOutcomeValue></responseIf></responseCondition>"
      "</responseProcessing>");
  REQUIRE(read.questions.size() == 1);
  const auto& body = std::get<ShortAnswer>(read.questions[0].body);
  CHECK(body.accepted.at("en") == std::vector<std::string>{"Ada"});
  CHECK_FALSE(body.case_sensitive);
}

TEST_CASE("an item with two interactions is left out, naming the item") {
  const Qti21Import read = read_item(
      "<itemBody><textEntryInteraction responseIdentifier=\"A\"/><choiceInteraction responseIdentifier=\"B\"/>"
      "</itemBody>");
  CHECK(read.questions.empty());
  CHECK(read.skipped == std::map<std::string, int>{{"several interactions", 1}});
  CHECK(messages(read) == std::vector<std::string>{"item it: it has 2 interactions; a bank question has one, or "
                                                   "inline text entries and choices only (a cloze); it is left out"});
}

TEST_CASE("inline text entries and an inline choice from another tool are a cloze, each gap where it stood") {
  const Qti21Import read = read_item(
      "<responseDeclaration identifier=\"CITY\" cardinality=\"single\" baseType=\"string\"><correctResponse>"
      "<value>Paris</value></correctResponse><mapping defaultValue=\"0\"><mapEntry mapKey=\"Paris\" mappedValue=\"1\" "
      "caseSensitive=\"false\"/><mapEntry mapKey=\"Lutetia\" mappedValue=\"1\" caseSensitive=\"false\"/></mapping>"
      "</responseDeclaration>"
      "<responseDeclaration identifier=\"YEAR\" cardinality=\"single\" baseType=\"integer\"><correctResponse>"
      "<value>1889</value></correctResponse></responseDeclaration>"
      "<responseDeclaration identifier=\"RIVER\" cardinality=\"single\" baseType=\"identifier\"><correctResponse>"
      "<value>S</value></correctResponse></responseDeclaration>"
      "<itemBody><p>The tower of <em><textEntryInteraction responseIdentifier=\"CITY\"/></em> opened in "
      "<textEntryInteraction responseIdentifier=\"YEAR\"/> by the <inlineChoiceInteraction "
      "responseIdentifier=\"RIVER\">"
      "<inlineChoice identifier=\"L\">Loire</inlineChoice><inlineChoice identifier=\"S\">Seine</inlineChoice>"
      "</inlineChoiceInteraction>.</p></itemBody>");
  CHECK(messages(read).empty());
  REQUIRE(read.questions.size() == 1);
  const Question& q = read.questions[0];
  const auto& cloze = std::get<Cloze>(q.body);
  REQUIRE(cloze.gaps.size() == 3);
  CHECK(q.stem.in("en").source == "The tower of *{{g1}}* opened in {{g2}} by the {{g3}}.");
  const auto& city = std::get<TextGap>(cloze.gaps[0].accepts);
  CHECK(city.accepted.at("en") == std::vector<std::string>{"Paris", "Lutetia"});
  CHECK_FALSE(city.case_sensitive);
  const auto& year = std::get<Tolerance>(std::get<NumberGap>(cloze.gaps[1].accepts).accepted);
  CHECK(year.value == 1889);
  const auto& river = std::get<ChoiceGap>(cloze.gaps[2].accepts);
  REQUIRE(river.options.size() == 2);
  CHECK_FALSE(river.options[0].correct);
  CHECK(river.options[1].correct);
  CHECK(q.points == 3);
}
