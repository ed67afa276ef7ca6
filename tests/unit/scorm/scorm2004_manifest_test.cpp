// SCORM 2004 4th Edition manifest: values, sequencing, file listing, and validity against both schema sets.
#include <catch2/catch.hpp>
#include <pugixml.hpp>

#include "export/scorm/scorm2004_manifest.hpp"
#include "export/scorm/scorm_package.hpp"
#include "scorm_fixture.hpp"
#include "support/reference_schemas.hpp"
#include "validate/xml_schema.hpp"

namespace quizpack {
namespace {

std::string manifest_for(const Quiz& quiz, const LanguageTag& lang) {
  return scorm_package(quiz, lang, ScormVersion::V2004, test::fake_player_files()).files.front().bytes;
}

std::string replaced(std::string text, const std::string& from, const std::string& to) {
  const auto at = text.find(from);
  REQUIRE(at != std::string::npos);
  return text.replace(at, from.size(), to);
}

}  // namespace

TEST_CASE("SCORM 2004 manifest carries schema version, pass mark as primary objective, and language") {
  const Quiz quiz = test::scorm_fixture_quiz();
  const std::string xml = manifest_for(quiz, "hi");
  pugi::xml_document doc;
  REQUIRE(doc.load_string(xml.c_str()));
  const auto manifest = doc.child("manifest");
  CHECK(std::string(manifest.attribute("xmlns").value()) == "http://www.imsglobal.org/xsd/imscp_v1p1");
  CHECK(std::string(manifest.child("metadata").child_value("schema")) == "ADL SCORM");
  CHECK(std::string(manifest.child("metadata").child_value("schemaversion")) == "2004 4th Edition");

  const auto general = manifest.child("metadata").child("lom:lom").child("lom:general");
  CHECK(std::string(general.child_value("lom:language")) == "hi");
  const auto title = general.child("lom:title").child("lom:string");
  CHECK(std::string(title.attribute("language").value()) == "hi");
  CHECK(std::string(title.child_value()) == "लॉस स्केलिंग और FP16");
  const auto description = general.child("lom:description").child("lom:string");
  CHECK(std::string(description.attribute("language").value()) == "hi");
  CHECK(std::string(description.child_value()) == "FP16 में ग्रेडिएंट अंडरफ़्लो क्यों होते हैं।");

  const auto organization = manifest.child("organizations").child("organization");
  const auto item = organization.child("item");
  const auto primary = item.child("imsss:sequencing").child("imsss:objectives").child("imsss:primaryObjective");
  CHECK(std::string(primary.attribute("satisfiedByMeasure").value()) == "true");
  CHECK(std::string(primary.child_value("imsss:minNormalizedMeasure")) == "0.75");
  const auto resource = manifest.child("resources").child("resource");
  CHECK(std::string(item.attribute("identifierref").value()) == resource.attribute("identifier").value());
  CHECK(std::string(resource.attribute("adlcp:scormType").value()) == "sco");
  CHECK(std::string(resource.attribute("href").value()) == "index.html");
  for (const char* id : {manifest.attribute("identifier").value(), organization.attribute("identifier").value(),
                         item.attribute("identifier").value(), resource.attribute("identifier").value()})
    CHECK(test::is_ncname(id));
}

TEST_CASE("SCORM 2004 manifest lists every package file exactly once and nothing else") {
  const std::string xml = manifest_for(test::scorm_fixture_quiz(), "en");
  CHECK(test::listed_file_hrefs(xml) ==
        std::vector<std::string>{"index.html", "player.css", "player.js", "media/loss%20scale.png"});
}

TEST_CASE("SCORM 2004 manifest follows the passing score") {
  Quiz quiz = test::scorm_fixture_quiz();
  quiz.passing_score = 0.8;
  CHECK(manifest_for(quiz, "en").find("<imsss:minNormalizedMeasure>0.8</imsss:minNormalizedMeasure>") !=
        std::string::npos);
  quiz.passing_score = 0.0;
  CHECK(manifest_for(quiz, "en").find("<imsss:minNormalizedMeasure>0</imsss:minNormalizedMeasure>") !=
        std::string::npos);
}

TEST_CASE("SCORM 2004 manifest validates against the bundled and the official schemas") {
  const Quiz quiz = test::scorm_fixture_quiz();
  for (const char* lang : {"en", "ja", "hi"}) {
    INFO(lang);
    const auto out = scorm_package(quiz, lang, ScormVersion::V2004, test::fake_player_files());
    const auto& manifest = out.files.front();
    CHECK(manifest.path == "imsmanifest.xml");
    CHECK(manifest.schema == "scorm2004/scorm2004-manifest.xsd");
    CHECK(validate_xml(manifest.bytes, manifest.schema).empty());
    CHECK(test::reference_validation_errors(manifest.bytes, "scorm2004-4th/_validate_manifest.xsd").empty());
  }
}

TEST_CASE("SCORM 2004 manifest without version or description still validates") {
  Quiz quiz = test::scorm_fixture_quiz();
  quiz.version.clear();
  quiz.description = {};
  const std::string xml = manifest_for(quiz, "en");
  CHECK(xml.find("lom:lifeCycle") == std::string::npos);
  CHECK(xml.find("lom:description") == std::string::npos);
  CHECK(validate_xml(xml, kScorm2004ManifestSchema).empty());
  CHECK(test::reference_validation_errors(xml, "scorm2004-4th/_validate_manifest.xsd").empty());
}

TEST_CASE("bundled SCORM 2004 schema rejects what quizpack must never write") {
  const std::string xml = manifest_for(test::scorm_fixture_quiz(), "en");
  REQUIRE(validate_xml(xml, kScorm2004ManifestSchema).empty());
  const auto rejects = [](const std::string& bad) { return !validate_xml(bad, kScorm2004ManifestSchema).empty(); };
  CHECK(rejects(replaced(xml, ">0.75</imsss:minNormalizedMeasure>", ">1.5</imsss:minNormalizedMeasure>")));
  CHECK(rejects(replaced(xml, ">0.75</imsss:minNormalizedMeasure>", ">-2</imsss:minNormalizedMeasure>")));
  CHECK(rejects(replaced(xml, " satisfiedByMeasure=\"true\"", "")));
  CHECK(rejects(replaced(xml, "adlcp:scormType=\"sco\"", "adlcp:scormType=\"lesson\"")));
  CHECK(rejects(replaced(xml, "adlcp:scormType=\"sco\"", "adlcp:scormtype=\"sco\"")));
  CHECK(rejects(replaced(xml, "<schemaversion>2004 4th Edition<", "<schemaversion>CAM 1.3<")));
  CHECK(rejects(replaced(xml, "<adlnav:hideLMSUI>continue<", "<adlnav:hideLMSUI>next<")));
  CHECK(rejects(replaced(xml, "<lom:language>en<", "<lom:language>not a language<")));
  CHECK(rejects(replaced(xml, "identifierref=\"RES-", "identifierref=\"NOPE-")));
  CHECK(rejects(replaced(xml, "<file href=\"player.js\"", "<file href=\"player.css\"")));
  CHECK(rejects(replaced(xml, "<file href=\"index.html\" />", "")));
}

}  // namespace quizpack
