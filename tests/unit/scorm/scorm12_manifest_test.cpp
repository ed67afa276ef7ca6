// SCORM 1.2 manifest: values, file listing, and validity against the bundled and the official schemas.
#include <catch2/catch.hpp>
#include <pugixml.hpp>

#include "export/scorm/scorm12_manifest.hpp"
#include "export/scorm/scorm_package.hpp"
#include "scorm_fixture.hpp"
#include "support/reference_schemas.hpp"
#include "validate/xml_schema.hpp"

namespace quizpack {
namespace {

std::string manifest_for(const Quiz& quiz, const LanguageTag& lang) {
  return scorm_package(quiz, lang, ScormVersion::V12, test::fake_player_files()).files.front().bytes;
}

std::string replaced(std::string text, const std::string& from, const std::string& to) {
  const auto at = text.find(from);
  REQUIRE(at != std::string::npos);
  return text.replace(at, from.size(), to);
}

}  // namespace

TEST_CASE("SCORM 1.2 manifest carries schema version, mastery score and language") {
  const Quiz quiz = test::scorm_fixture_quiz();
  const std::string xml = manifest_for(quiz, "ja");
  pugi::xml_document doc;
  REQUIRE(doc.load_string(xml.c_str()));
  const auto manifest = doc.child("manifest");
  CHECK(std::string(manifest.attribute("xmlns").value()) == "http://www.imsproject.org/xsd/imscp_rootv1p1p2");
  CHECK(std::string(manifest.attribute("version").value()) == "1.2.0");
  CHECK(std::string(manifest.child("metadata").child_value("schema")) == "ADL SCORM");
  CHECK(std::string(manifest.child("metadata").child_value("schemaversion")) == "1.2");

  const auto general = manifest.child("metadata").child("imsmd:lom").child("imsmd:general");
  CHECK(std::string(general.child_value("imsmd:language")) == "ja");
  const auto title = general.child("imsmd:title").child("imsmd:langstring");
  CHECK(std::string(title.attribute("xml:lang").value()) == "ja");
  CHECK(std::string(title.child_value()) == "損失スケーリングと FP16");
  CHECK(std::string(general.child("imsmd:description").child("imsmd:langstring").attribute("xml:lang").value()) ==
        "ja");

  const auto organizations = manifest.child("organizations");
  const auto organization = organizations.child("organization");
  CHECK(std::string(organizations.attribute("default").value()) == organization.attribute("identifier").value());
  const auto item = organization.child("item");
  CHECK(std::string(item.child_value("adlcp:masteryscore")) == "75");
  const auto resource = manifest.child("resources").child("resource");
  CHECK(std::string(item.attribute("identifierref").value()) == resource.attribute("identifier").value());
  CHECK(std::string(resource.attribute("adlcp:scormtype").value()) == "sco");
  CHECK(std::string(resource.attribute("type").value()) == "webcontent");
  CHECK(std::string(resource.attribute("href").value()) == "index.html");
  for (const char* id : {manifest.attribute("identifier").value(), organization.attribute("identifier").value(),
                         item.attribute("identifier").value(), resource.attribute("identifier").value()})
    CHECK(test::is_ncname(id));
}

TEST_CASE("SCORM 1.2 manifest lists every package file exactly once and nothing else") {
  const std::string xml = manifest_for(test::scorm_fixture_quiz(), "en");
  CHECK(test::listed_file_hrefs(xml) ==
        std::vector<std::string>{"index.html", "player.css", "player.js", "media/loss%20scale.png"});
}

TEST_CASE("SCORM 1.2 manifest follows the passing score") {
  Quiz quiz = test::scorm_fixture_quiz();
  quiz.passing_score = 2.0 / 3.0;
  CHECK(manifest_for(quiz, "en").find("<adlcp:masteryscore>66.66</adlcp:masteryscore>") != std::string::npos);
  quiz.passing_score = 1.0;
  CHECK(manifest_for(quiz, "en").find("<adlcp:masteryscore>100</adlcp:masteryscore>") != std::string::npos);
}

TEST_CASE("SCORM 1.2 manifest validates against the bundled and the official schemas") {
  const Quiz quiz = test::scorm_fixture_quiz();
  for (const char* lang : {"en", "ja", "hi"}) {
    INFO(lang);
    const auto out = scorm_package(quiz, lang, ScormVersion::V12, test::fake_player_files());
    const auto& manifest = out.files.front();
    CHECK(manifest.path == "imsmanifest.xml");
    CHECK(manifest.schema == "scorm12/scorm12-manifest.xsd");
    CHECK(validate_xml(manifest.bytes, manifest.schema).empty());
    CHECK(test::reference_validation_errors(manifest.bytes, "scorm12/_validate_manifest.xsd").empty());
  }
}

TEST_CASE("SCORM 1.2 manifest omits a version too long for IMS CP 1.1.2 and an absent description") {
  Quiz quiz = test::scorm_fixture_quiz();
  quiz.version = "2024.11.30-rc.1+build.77";
  quiz.description = {};
  const std::string xml = manifest_for(quiz, "en");
  pugi::xml_document doc;
  REQUIRE(doc.load_string(xml.c_str()));
  CHECK_FALSE(doc.child("manifest").attribute("version"));
  CHECK(xml.find("imsmd:description") == std::string::npos);
  CHECK(xml.find("2024.11.30-rc.1+build.77") != std::string::npos);  // still in the metadata's lifecycle
  CHECK(validate_xml(xml, kScorm12ManifestSchema).empty());
  CHECK(test::reference_validation_errors(xml, "scorm12/_validate_manifest.xsd").empty());
}

TEST_CASE("bundled SCORM 1.2 schema rejects what quizpack must never write") {
  const std::string xml = manifest_for(test::scorm_fixture_quiz(), "en");
  REQUIRE(validate_xml(xml, kScorm12ManifestSchema).empty());
  const auto rejects = [](const std::string& bad) { return !validate_xml(bad, kScorm12ManifestSchema).empty(); };
  CHECK(rejects(replaced(xml, "<adlcp:masteryscore>75<", "<adlcp:masteryscore>101<")));
  CHECK(rejects(replaced(xml, "<adlcp:masteryscore>75<", "<adlcp:masteryscore>high<")));
  CHECK(rejects(replaced(xml, "adlcp:scormtype=\"sco\"", "adlcp:scormtype=\"lesson\"")));
  CHECK(rejects(replaced(xml, " adlcp:scormtype=\"sco\"", "")));
  CHECK(rejects(replaced(xml, "<schemaversion>1.2<", "<schemaversion>1.3<")));
  CHECK(rejects(replaced(xml, "<imsmd:language>en<", "<imsmd:language>not a language<")));
  CHECK(rejects(replaced(xml, "identifierref=\"RES-", "identifierref=\"NOPE-")));
  CHECK(rejects(replaced(xml, "<file href=\"player.js\"", "<file href=\"player.css\"")));
  CHECK(rejects(replaced(xml, "<file href=\"index.html\" />", "")));
}

}  // namespace quizpack
