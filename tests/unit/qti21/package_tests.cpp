// The qti21 package: its entries, manifest, identifiers, languages, images and schema validity.
#include <catch2/catch.hpp>

#include <regex>

#include <pugixml.hpp>

#include "export/format_table.hpp"
#include "export/qti21/qti21_writer.hpp"
#include "reference_batch.hpp"
#include "support/bundled_banks.hpp"
#include "support/collect.hpp"
#include "support/every_kind_quiz.hpp"
#include "support/quiz_building.hpp"
#include "support/reference_schemas.hpp"
#include "support/xml_document.hpp"
#include "validate/xml_schema.hpp"

namespace quizpack::test {
TEST_CASE("qti21 is in the format table as a zip per language") {
  const Format* format = find_format("qti21");
  REQUIRE(format);
  CHECK(format->suffix == "qti21.zip");
  CHECK(format->scope == Scope::PerLanguage);
  CHECK(std::holds_alternative<Package>(format->writer));
}

TEST_CASE("the package holds the manifest, the test, one item per question and the images") {
  const WriterOutput package = test::collect("qti21", every_form_quiz(), "en");
  std::vector<std::string> paths;
  for (const auto& f : package.files) paths.push_back(f.path);
  CHECK(paths == std::vector<std::string>{"imsmanifest.xml", "test.xml", "items/q.single.xml", "items/q-multi.xml",
                                          "items/q_tf.xml", "items/q-short.xml", "items/q-num.xml", "items/q-match.xml",
                                          "items/q-essay.xml", "items/q-order.xml", "items/q-cloze.xml",
                                          "items/q-description.xml", "items/q-multi-all.xml", "items/q-short-case.xml",
                                          "items/q-range.xml", "items/q-order-positions.xml", "media/curve.png"});
  CHECK(package_entry(package, "media/curve.png").bytes == every_form_quiz().media[0].bytes);
  CHECK(package_entry(package, "media/curve.png").schema.empty());
  std::vector<std::string> warned;
  for (const auto& w : package.warnings) warned.push_back(w.rule + " " + w.message.substr(0, w.message.find(':')));
  CHECK(warned == std::vector<std::string>{"qti21-number-input question q-num", "qti21-number-input question q-cloze",
                                           "qti21-gap-feedback question q-cloze",
                                           "qti21-number-input question q-range"});
}

TEST_CASE("every XML part validates against the bundled and the official schemas") {
  std::vector<NamedDocument> manifests, documents;
  for (const std::string lang : {"en", "ar", "ja"}) {
    const WriterOutput package = test::collect("qti21", every_form_quiz(), lang);
    for (const auto& f : package.files) {
      if (f.schema.empty()) continue;
      INFO(lang << " " << f.path << "\n" << f.bytes);
      CHECK(joined_lines(validate_xml(f.bytes, f.schema)).empty());
      (f.path == "imsmanifest.xml" ? manifests : documents).push_back({lang + "/" + f.path, f.bytes});
    }
  }
  REQUIRE(manifests.size() == 3);
  REQUIRE(documents.size() == 45);
  CHECK(reference_validation_errors_all(manifests, "qti21/_validate_manifest.xsd").empty());
  CHECK(reference_validation_errors_all(documents, "qti21/imsqti_v2p1p2.xsd").empty());
  CHECK(reference_validation_errors_all(documents, "qti21/imsqti_v2p1.xsd").empty());
}

TEST_CASE("the bundled schemas reject what the official ones reject") {
  const WriterOutput package = test::collect("qti21", every_form_quiz(), "en");
  std::string item = package_entry(package, "items/q.single.xml").bytes;
  item.replace(item.find("adaptive=\"false\""), 16, "adaptive=\"maybe\"");
  CHECK_FALSE(validate_xml(item, "qti21/qti21-item-test.xsd").empty());
  CHECK_FALSE(reference_validation_errors(item, "qti21/imsqti_v2p1p2.xsd").empty());
  CHECK(reference_validation_errors(package_entry(package, "items/q.single.xml").bytes, "qti21/imsqti_v2p1p2.xsd")
            .empty());
  const std::string batch = reference_validation_errors_all(
      {{"good.xml", package_entry(package, "items/q.single.xml").bytes}, {"broken.xml", item}},
      "qti21/imsqti_v2p1p2.xsd");
  CHECK(batch.find("broken.xml") != std::string::npos);
  CHECK(batch.find("good.xml fails") == std::string::npos);
  std::string manifest = package_entry(package, "imsmanifest.xml").bytes;
  manifest.replace(manifest.find("<imsqti:timeDependent>false"), 27, "<imsqti:timeDependent>never");
  CHECK_FALSE(validate_xml(manifest, "qti21/qti21-manifest.xsd").empty());
  CHECK_FALSE(reference_validation_errors(manifest, "qti21/_validate_manifest.xsd").empty());
}

TEST_CASE("the manifest lists each item with its files and metadata, and the test with its dependencies") {
  const WriterOutput package = test::collect("qti21", every_form_quiz(), "ja");
  const auto doc = parsed_xml(package_entry(package, "imsmanifest.xml").bytes);
  const pugi::xml_node resources = doc.child("manifest").child("resources");
  const pugi::xml_node test = resources.find_child_by_attribute("resource", "type", "imsqti_test_xmlv2p1");
  CHECK(std::string(test.attribute("href").value()) == "test.xml");
  CHECK(std::distance(test.children("dependency").begin(), test.children("dependency").end()) == 14);
  const pugi::xml_node sc = resources.find_child_by_attribute("resource", "identifier", "RES_Q_q.single");
  CHECK(std::string(sc.attribute("type").value()) == "imsqti_item_xmlv2p1");
  CHECK(std::string(sc.attribute("href").value()) == "items/q.single.xml");
  std::vector<std::string> files;
  for (pugi::xml_node f : sc.children("file")) files.push_back(f.attribute("href").value());
  CHECK(files == std::vector<std::string>{"items/q.single.xml", "media/curve.png"});
  const pugi::xml_node lom = sc.child("metadata").child("imsmd:lom").child("imsmd:general");
  CHECK(std::string(lom.child("imsmd:title").child_value("imsmd:langstring")) == "どのタグ");
  CHECK(std::string(lom.child_value("imsmd:language")) == "ja");
  const pugi::xml_node qti = sc.child("metadata").child("imsqti:qtiMetadata");
  CHECK(std::string(qti.child_value("imsqti:interactionType")) == "choiceInteraction");
  CHECK(std::string(qti.child_value("imsqti:timeDependent")) == "false");
  const pugi::xml_node match = resources.find_child_by_attribute("resource", "identifier", "RES_Q_q-match");
  CHECK(std::string(match.child("metadata").child("imsqti:qtiMetadata").child_value("imsqti:interactionType")) ==
        "matchInteraction");
}

TEST_CASE("items carry their language, title and the fixed QTI attributes") {
  const WriterOutput package = test::collect("qti21", every_form_quiz(), "ar");
  for (const auto& f : package.files) {
    if (f.path.rfind("items/", 0) != 0) continue;
    const auto doc = parsed_xml(f.bytes);
    const pugi::xml_node item = doc.child("assessmentItem");
    INFO(f.path);
    CHECK(std::string(item.attribute("xml:lang").value()) == "ar");
    CHECK(std::string(item.attribute("adaptive").value()) == "false");
    CHECK(std::string(item.attribute("timeDependent").value()) == "false");
    CHECK_FALSE(std::string(item.attribute("title").value()).empty());
  }
  CHECK(std::string(parsed_xml(package_entry(package, "items/q.single.xml").bytes)
                        .child("assessmentItem")
                        .attribute("title")
                        .value()) == "أي وسم");
  CHECK(std::string(parsed_xml(package_entry(package, "items/q-multi.xml").bytes)
                        .child("assessmentItem")
                        .attribute("title")
                        .value()) == "q-multi");
}

TEST_CASE("every identifier is an NCName that does not start with a digit") {
  const std::regex ncname("[A-Za-z_][A-Za-z0-9_.-]*");
  for (const std::string lang : {"en", "ar"}) {
    const WriterOutput package = test::collect("qti21", every_form_quiz(), lang);
    for (const auto& f : package.files) {
      if (f.schema.empty()) continue;
      const auto doc = parsed_xml(f.bytes);
      for (pugi::xpath_node n : doc.select_nodes("//@identifier | //@responseIdentifier | //@outcomeIdentifier")) {
        INFO(f.path << " " << n.attribute().name());
        CHECK(std::regex_match(std::string(n.attribute().value()), ncname));
      }
    }
  }
}

TEST_CASE("the same quiz gives the same bytes") {
  const WriterOutput a = test::collect("qti21", every_form_quiz(), "ja");
  const WriterOutput b = test::collect("qti21", every_form_quiz(), "ja");
  REQUIRE(a.files.size() == b.files.size());
  for (size_t i = 0; i < a.files.size(); ++i) CHECK(a.files[i].bytes == b.files[i].bytes);
}

TEST_CASE("images are package files referenced relative to the item, with alt text in the item's language") {
  const WriterOutput package = test::collect("qti21", every_form_quiz(), "ar");
  const auto doc = parsed_xml(package_entry(package, "items/q.single.xml").bytes);
  const pugi::xml_node img = doc.select_node("//img").node();
  CHECK(std::string(img.attribute("src").value()) == "../media/curve.png");
  CHECK(std::string(img.attribute("alt").value()) == "منحنى");
}

TEST_CASE("texts are escaped, never markup") {
  const WriterOutput package = test::collect("qti21", every_form_quiz(), "en");
  const std::string& xml = package_entry(package, "items/q.single.xml").bytes;
  CHECK(xml.find("<img src=x") == std::string::npos);
  CHECK(xml.find("&lt;img src=x onerror=alert(1)&gt;") != std::string::npos);
  CHECK(xml.find("&lt;b&gt;") != std::string::npos);
  const auto doc = parsed_xml(package_entry(package, "items/q-multi.xml").bytes);
  // CommonMark reads &amp; as "&"; the raw HTML around it stays text.
  CHECK(std::string(doc.select_node("//itemBody/p").node().text().get()) == "Pick <b>&</b> \"three\".");
}

TEST_CASE("true/false choices are the language's words") {
  const auto words = [](const std::string& lang) {
    const auto doc = parsed_xml(package_entry(test::collect("qti21", every_form_quiz(), lang), "items/q_tf.xml").bytes);
    std::vector<std::string> out;
    for (pugi::xpath_node n : doc.select_nodes("//simpleChoice")) {
      std::string word = n.node().first_child().value();
      while (!word.empty() && word.back() == ' ') word.pop_back();  // the space before the choice's feedback
      out.push_back(word);
    }
    return out;
  };
  CHECK(words("en") == std::vector<std::string>{"True", "False"});
  CHECK(words("ja") == std::vector<std::string>{"正しい", "誤り"});
  CHECK(words("ar") == std::vector<std::string>{"صواب", "خطأ"});  // the word the bank itself uses for "true"
}

TEST_CASE("the test shuffles the section as the bank says and references every item") {
  Quiz quiz = every_form_quiz();
  for (bool shuffle : {true, false}) {
    quiz.shuffle.questions = shuffle;
    const auto doc = parsed_xml(package_entry(test::collect("qti21", quiz, "en"), "test.xml").bytes);
    CHECK(doc.select_node("//ordering").node().attribute("shuffle").as_bool() == shuffle);
    CHECK(doc.select_nodes("//assessmentItemRef").size() == 14);
    CHECK(std::string(doc.select_node("//assessmentItemRef").node().attribute("href").value()) == "items/q.single.xml");
  }
}

TEST_CASE("markup QTI cannot hold is reported") {
  Quiz quiz = every_form_quiz();
  quiz.questions[0].stem = texts({{"en", "3. third\n4. fourth"}, {"ar", "x"}, {"ja", "x"}});
  const WriterOutput package = test::collect("qti21", quiz, "en");
  const Diagnostics warnings = warnings_besides(warnings_besides(package.warnings, "-number-input"), "-gap-feedback");
  REQUIRE(warnings.size() == 1);
  CHECK(warnings[0].rule == "qti21-markup");
  CHECK(warnings[0].message.find("question q.single") != std::string::npos);
  CHECK(joined_lines(validate_xml(package_entry(package, "items/q.single.xml").bytes, "qti21/qti21-item-test.xsd"))
            .empty());
}

}  // namespace quizpack::test
