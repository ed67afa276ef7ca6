// The qti30 package: its entries, QTI 3.0 vocabulary, manifest, test scoring, languages, direction and images.
#include <catch2/catch.hpp>

#include <pugixml.hpp>

#include "export/format_table.hpp"
#include "support/bundled_banks.hpp"
#include "support/collect.hpp"
#include "support/every_kind_quiz.hpp"
#include "support/quiz_building.hpp"
#include "support/reference_schemas.hpp"
#include "support/xml_document.hpp"
#include "validate/xml_schema.hpp"

namespace quizpack::test {
namespace {

std::string attribute(const pugi::xml_document& doc, const char* xpath, const char* name) {
  return doc.select_node(xpath).node().attribute(name).value();
}

}  // namespace

TEST_CASE("qti30 is in the format table as a zip per language") {
  const Format* format = find_format("qti30");
  REQUIRE(format);
  CHECK(format->suffix == "qti30.zip");
  CHECK(format->scope == Scope::PerLanguage);
  CHECK(std::holds_alternative<Package>(format->writer));
}

TEST_CASE("qti30: the package holds the manifest, the test, one item per question and the images") {
  const WriterOutput package = test::collect("qti30", every_form_quiz(), "en");
  std::vector<std::string> paths;
  for (const auto& f : package.files) paths.push_back(f.path);
  CHECK(paths == std::vector<std::string>{"imsmanifest.xml", "test.xml", "items/q.single.xml", "items/q-multi.xml",
                                          "items/q_tf.xml", "items/q-short.xml", "items/q-num.xml", "items/q-match.xml",
                                          "items/q-essay.xml", "items/q-order.xml", "items/q-cloze.xml",
                                          "items/q-description.xml", "items/q-multi-all.xml", "items/q-short-case.xml",
                                          "items/q-range.xml", "items/q-order-positions.xml", "media/curve.png"});
  CHECK(package_entry(package, "media/curve.png").bytes == every_form_quiz().media[0].bytes);
  CHECK(package_entry(package, "imsmanifest.xml").schema == "qti30/qti30-manifest.xsd");
  CHECK(package_entry(package, "items/q-num.xml").schema == "qti30/qti30-item-test.xsd");
  std::vector<std::string> warned;
  for (const auto& w : package.warnings) warned.push_back(w.rule + " " + w.message.substr(0, w.message.find(':')));
  CHECK(warned == std::vector<std::string>{"qti30-number-input question q-num", "qti30-number-input question q-cloze",
                                           "qti30-gap-feedback question q-cloze",
                                           "qti30-number-input question q-range"});
}

TEST_CASE("qti30: every part validates against the bundled schemas, the manifest also against the official one") {
  for (const std::string lang : {"en", "ar", "ja"}) {
    const WriterOutput package = test::collect("qti30", every_form_quiz(), lang);
    for (const auto& f : package.files) {
      if (f.schema.empty()) continue;
      INFO(lang << " " << f.path << "\n" << f.bytes);
      CHECK(joined_lines(validate_xml(f.bytes, f.schema)).empty());
    }
    CHECK(reference_validation_errors(package_entry(package, "imsmanifest.xml").bytes,
                                      "qti30/imsqtiv3p0_imscpv1p2_v1p0.xsd") == "");
  }
}

TEST_CASE("qti30: the official content-packaging schema rejects a manifest with a QTI 2.1 resource type") {
  std::string manifest = package_entry(test::collect("qti30", every_form_quiz(), "en"), "imsmanifest.xml").bytes;
  manifest.replace(manifest.find("imsqti_item_xmlv3p0"), 19, "imsqti_item_xmlv2p1");
  CHECK_FALSE(validate_xml(manifest, "qti30/qti30-manifest.xsd").empty());
  CHECK_FALSE(reference_validation_errors(manifest, "qti30/imsqtiv3p0_imscpv1p2_v1p0.xsd").empty());
}

TEST_CASE("qti30: items use QTI 3.0 names, namespace, language and fixed attributes") {
  const WriterOutput package = test::collect("qti30", every_form_quiz(), "ja");
  for (const auto& f : package.files) {
    if (f.path.rfind("items/", 0) != 0) continue;
    INFO(f.path);
    const auto doc = parsed_xml(f.bytes);
    const pugi::xml_node item = doc.child("qti-assessment-item");
    REQUIRE(item);
    CHECK(std::string(item.attribute("xmlns").value()) == "http://www.imsglobal.org/xsd/imsqtiasi_v3p0");
    CHECK(std::string(item.attribute("xml:lang").value()) == "ja");
    CHECK(std::string(item.attribute("time-dependent").value()) == "false");
    CHECK(std::string(item.attribute("adaptive").value()) == "false");
    CHECK(item.child("qti-item-body"));
    CHECK_FALSE(item.child("qti-item-body").attribute("dir"));
    CHECK(f.bytes.find("Interaction") == std::string::npos);
    CHECK(f.bytes.find("baseType") == std::string::npos);
  }
}

TEST_CASE("qti30: each kind has its interaction and scoring elements") {
  const WriterOutput package = test::collect("qti30", every_form_quiz(), "en");
  const auto single = parsed_xml(package_entry(package, "items/q.single.xml").bytes);
  CHECK(attribute(single, "//qti-choice-interaction", "max-choices") == "1");
  CHECK(attribute(single, "//qti-response-declaration", "base-type") == "identifier");
  CHECK(single.select_nodes("//qti-simple-choice").size() >= 2);
  CHECK(single.select_node("//qti-simple-choice/qti-feedback-inline[@outcome-identifier='FEEDBACK']"));
  const auto multi = parsed_xml(package_entry(package, "items/q-multi.xml").bytes);
  CHECK(attribute(multi, "//qti-choice-interaction", "max-choices") == "0");
  CHECK(multi.select_node("//qti-mapping/qti-map-entry[@mapped-value]"));
  const auto all = parsed_xml(package_entry(package, "items/q-multi-all.xml").bytes);
  CHECK_FALSE(all.select_node("//qti-mapping"));
  CHECK(all.select_node("//qti-response-if/qti-match/qti-correct"));
  const auto shortcase = parsed_xml(package_entry(package, "items/q-short-case.xml").bytes);
  CHECK(attribute(shortcase, "//qti-map-entry", "case-sensitive") == "true");
  CHECK(shortcase.select_node("//p/qti-text-entry-interaction"));
  const auto num = parsed_xml(package_entry(package, "items/q-num.xml").bytes);
  CHECK(num.select_node("//qti-response-if/qti-and/qti-gte/qti-base-value[@base-type='float']"));
  const auto match = parsed_xml(package_entry(package, "items/q-match.xml").bytes);
  CHECK(match.select_nodes("//qti-match-interaction/qti-simple-match-set").size() == 2);
  CHECK(attribute(match, "//qti-response-declaration", "base-type") == "directedPair");
  const auto essay = parsed_xml(package_entry(package, "items/q-essay.xml").bytes);
  CHECK(essay.select_node("//qti-extended-text-interaction[@response-identifier='RESPONSE']"));
  CHECK(essay.select_node("//qti-rubric-block[@view='scorer']/qti-content-body/p"));
  CHECK(single.select_node("/qti-assessment-item/qti-modal-feedback[@show-hide='show']/qti-content-body"));
}

TEST_CASE("qti30: right-to-left languages get dir=rtl on the item body and the modal feedback") {
  const WriterOutput package = test::collect("qti30", every_form_quiz(), "ar");
  const auto doc = parsed_xml(package_entry(package, "items/q.single.xml").bytes);
  CHECK(attribute(doc, "//qti-item-body", "dir") == "rtl");
  CHECK(attribute(doc, "//qti-modal-feedback/qti-content-body/div", "dir") == "rtl");
  CHECK(attribute(doc, "/qti-assessment-item", "xml:lang") == "ar");
  const auto en =
      parsed_xml(package_entry(test::collect("qti30", every_form_quiz(), "en"), "items/q.single.xml").bytes);
  CHECK_FALSE(en.select_node("//*[@dir]"));
}

TEST_CASE("qti30: the test sums SCORE, states MAXSCORE and sets PASS from the pass mark") {
  const Quiz quiz = every_form_quiz();
  const auto doc = parsed_xml(package_entry(test::collect("qti30", quiz, "en"), "test.xml").bytes);
  const pugi::xml_node test = doc.child("qti-assessment-test");
  REQUIRE(test);
  const std::string maximum = test.find_child_by_attribute("qti-outcome-declaration", "identifier", "MAXSCORE")
                                  .child("qti-default-value")
                                  .child_value("qti-value");
  CHECK(std::stod(maximum) == Approx(max_score(quiz)));
  CHECK(
      doc.select_node("//qti-outcome-processing/qti-set-outcome-value[@identifier='SCORE']/qti-sum/"
                      "qti-test-variables[@variable-identifier='SCORE']"));
  const pugi::xml_node pass =
      doc.select_node("//qti-outcome-processing/qti-set-outcome-value[@identifier='PASS']/qti-gte").node();
  CHECK(std::string(pass.child("qti-variable").attribute("identifier").value()) == "SCORE");
  CHECK(std::stod(pass.child_value("qti-base-value")) == Approx(quiz.passing_score * max_score(quiz)));
  CHECK(doc.select_nodes("//qti-assessment-item-ref").size() == quiz.questions.size());
  CHECK(attribute(doc, "//qti-ordering", "shuffle") == (quiz.shuffle.questions ? "true" : "false"));
}

TEST_CASE("qti30: the manifest lists the test with its dependencies and each item with its files") {
  const auto doc = parsed_xml(package_entry(test::collect("qti30", every_form_quiz(), "ja"), "imsmanifest.xml").bytes);
  const pugi::xml_node resources = doc.child("manifest").child("resources");
  const pugi::xml_node test = resources.find_child_by_attribute("resource", "type", "imsqti_test_xmlv3p0");
  CHECK(std::string(test.attribute("href").value()) == "test.xml");
  CHECK(std::distance(test.children("dependency").begin(), test.children("dependency").end()) == 14);
  const pugi::xml_node sc = resources.find_child_by_attribute("resource", "identifier", "RES_Q_q.single");
  CHECK(std::string(sc.attribute("type").value()) == "imsqti_item_xmlv3p0");
  std::vector<std::string> files;
  for (pugi::xml_node f : sc.children("file")) files.push_back(f.attribute("href").value());
  CHECK(files == std::vector<std::string>{"items/q.single.xml", "media/curve.png"});
  const pugi::xml_node general = sc.child("metadata").child("imsmd:lom").child("imsmd:general");
  CHECK(std::string(general.child("imsmd:title").child_value("imsmd:string")) == "どのタグ");
  CHECK(std::string(general.child("imsmd:title").child("imsmd:string").attribute("language").value()) == "ja");
  CHECK(std::string(doc.child("manifest").child("metadata").child_value("schemaversion")) == "3.0.0");
}

TEST_CASE("qti30: images are package files referenced relative to the item") {
  const auto doc =
      parsed_xml(package_entry(test::collect("qti30", every_form_quiz(), "ar"), "items/q.single.xml").bytes);
  const pugi::xml_node img = doc.select_node("//img").node();
  CHECK(std::string(img.attribute("src").value()) == "../media/curve.png");
  CHECK(std::string(img.attribute("alt").value()) == "منحنى");
}

TEST_CASE("qti30: the same quiz gives the same bytes") {
  const WriterOutput a = test::collect("qti30", every_form_quiz(), "ja");
  const WriterOutput b = test::collect("qti30", every_form_quiz(), "ja");
  REQUIRE(a.files.size() == b.files.size());
  for (std::size_t i = 0; i < a.files.size(); ++i) CHECK(a.files[i].bytes == b.files[i].bytes);
}

TEST_CASE("qti30: markup QTI cannot hold is reported with the format's own code") {
  Quiz quiz = every_form_quiz();
  quiz.questions[0].stem = texts({{"en", "3. third\n4. fourth"}, {"ar", "x"}, {"ja", "x"}});
  const WriterOutput package = test::collect("qti30", quiz, "en");
  const Diagnostics warnings = warnings_besides(warnings_besides(package.warnings, "-number-input"), "-gap-feedback");
  REQUIRE(warnings.size() == 1);
  CHECK(warnings[0].rule == "qti30-markup");
  CHECK(warnings[0].message.find("QTI 3.0") != std::string::npos);
}

}  // namespace quizpack::test
