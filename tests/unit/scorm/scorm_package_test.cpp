// SCORM packages: entry order, package rules, the real player's files, and the zipped result.
#include <zip.h>

#include <algorithm>

#include <catch2/catch.hpp>

#include "export/format_table.hpp"
#include "export/player/player_package.hpp"
#include "export/scorm/manifest_values.hpp"
#include "export/scorm/scorm_package.hpp"
#include "export/scorm/scorm_writers.hpp"
#include "scorm_fixture.hpp"
#include "support/collect.hpp"
#include "support/reference_schemas.hpp"
#include "support/zip_output.hpp"
#include "validate/xml_schema.hpp"

namespace quizpack {
namespace {

// Entry names of a zip held in memory, in archive order.
std::vector<std::string> zip_entry_names(const std::string& bytes) {
  zip_error_t error;
  zip_error_init(&error);
  zip_source_t* source = zip_source_buffer_create(bytes.data(), bytes.size(), 0, &error);
  REQUIRE(source);
  zip_t* archive = zip_open_from_source(source, ZIP_RDONLY, &error);
  REQUIRE(archive);
  std::vector<std::string> names;
  const zip_int64_t count = zip_get_num_entries(archive, 0);
  for (zip_int64_t i = 0; i < count; ++i) names.emplace_back(zip_get_name(archive, static_cast<zip_uint64_t>(i), 0));
  zip_close(archive);
  return names;
}

std::vector<std::string> paths_of(const std::vector<OutputFile>& files) {
  std::vector<std::string> paths;
  for (const auto& f : files) paths.push_back(f.path);
  return paths;
}

}  // namespace

TEST_CASE("a package is the manifest followed by the player's files, unchanged") {
  const auto player = test::fake_player_files();
  const auto out = scorm_package(test::scorm_fixture_quiz(), "en", ScormVersion::V12, player);
  REQUIRE(out.files.size() == player.size() + 1);
  CHECK(out.files[0].path == "imsmanifest.xml");
  for (std::size_t i = 0; i < player.size(); ++i) {
    CHECK(out.files[i + 1].path == player[i].path);
    CHECK(out.files[i + 1].bytes == player[i].bytes);
    CHECK(out.files[i + 1].schema.empty());
  }
  CHECK(out.warnings.empty());
}

TEST_CASE("player files that break the package rules are refused") {
  const Quiz quiz = test::scorm_fixture_quiz();
  auto with = [](std::vector<OutputFile> files, OutputFile extra) {
    files.push_back(std::move(extra));
    return files;
  };
  const auto base = test::fake_player_files();
  for (const char* bad : {"imsmanifest.xml", "player.js", "", "/abs.js", "../up.js", "a//b.js", "a\\b.js", "dir/"}) {
    INFO(bad);
    CHECK_THROWS_AS(scorm_package(quiz, "en", ScormVersion::V2004, with(base, {bad, "x", ""})), std::logic_error);
  }
  CHECK_THROWS_AS(scorm_package(quiz, "en", ScormVersion::V12, {{"player.js", "x", ""}}), std::logic_error);
}

TEST_CASE("a title too long for SCORM is shortened with a warning") {
  Quiz quiz = test::scorm_fixture_quiz();
  quiz.title.by_language.at("en").text.blocks.clear();
  quiz.title.by_language.at("en").text = {};
  std::string long_title(250, 'x');
  quiz.title.by_language.at("en").text.blocks.push_back({Paragraph{{Inline{TextRun{long_title}}}}});
  const auto out = scorm_package(quiz, "en", ScormVersion::V12, test::fake_player_files());
  REQUIRE(out.warnings.size() == 1);
  CHECK(out.warnings[0].rule == "scorm-title-shortened");
  CHECK(validate_xml(out.files[0].bytes, out.files[0].schema).empty());
  CHECK(test::reference_validation_errors(out.files[0].bytes, "scorm12/_validate_manifest.xsd").empty());
}

TEST_CASE("a passing score the manifest cannot carry exactly is rounded down with a warning") {
  Quiz quiz = test::scorm_fixture_quiz();
  quiz.passing_score = 0.75;
  CHECK(scorm_package(quiz, "en", ScormVersion::V12, test::fake_player_files()).warnings.empty());
  quiz.passing_score = 2.0 / 3.0;
  for (const auto version : {ScormVersion::V12, ScormVersion::V2004}) {
    const auto out = scorm_package(quiz, "en", version, test::fake_player_files());
    REQUIRE(out.warnings.size() == 1);
    CHECK(out.warnings[0].rule == "scorm-passing-score-rounded");
  }
  quiz.passing_score = 0.1234;  // 12.34 in SCORM 1.2, 0.1234 in SCORM 2004
  for (const auto version : {ScormVersion::V12, ScormVersion::V2004})
    CHECK(scorm_package(quiz, "en", version, test::fake_player_files()).warnings.empty());
}

TEST_CASE("scorm12 and scorm2004 are registered per-language zip formats") {
  const Format* v12 = find_format("scorm12");
  const Format* v2004 = find_format("scorm2004");
  REQUIRE(v12);
  REQUIRE(v2004);
  CHECK(v12->suffix == "scorm12.zip");
  CHECK(v2004->suffix == "scorm2004.zip");
  CHECK(v12->scope == Scope::PerLanguage);
  CHECK(v2004->scope == Scope::PerLanguage);
  CHECK(std::holds_alternative<Package>(v12->writer));
  CHECK(std::holds_alternative<Package>(v2004->writer));
}

TEST_CASE("the writers list every file of the real player, images included, and zip the manifest at the root") {
  const Quiz quiz = test::scorm_fixture_quiz();
  for (const auto version : {ScormVersion::V12, ScormVersion::V2004}) {
    const auto writer = [version](const Quiz& q, const LanguageTag& l) {
      return test::collect(version == ScormVersion::V12 ? "scorm12" : "scorm2004", q, l);
    };
    const char* official =
        version == ScormVersion::V12 ? "scorm12/_validate_manifest.xsd" : "scorm2004-4th/_validate_manifest.xsd";
    for (const char* lang : {"en", "ja", "hi"}) {
      INFO(lang << (version == ScormVersion::V12 ? " 1.2" : " 2004"));
      const auto out = writer(quiz, lang);
      const auto player = player_package_files(quiz, lang, version);
      REQUIRE(out.files.size() == player.size() + 1);
      const auto& manifest = out.files.front();
      CHECK(validate_xml(manifest.bytes, manifest.schema).empty());
      CHECK(test::reference_validation_errors(manifest.bytes, official).empty());

      std::vector<std::string> expected_hrefs;
      for (const auto& f : player) expected_hrefs.push_back(file_href(f.path));
      const auto listed = test::listed_file_hrefs(manifest.bytes);
      CHECK(listed == expected_hrefs);
      const std::string image_href = file_href(player_media_path("media/loss scale.png"));
      CHECK(image_href.find("%20") != std::string::npos);
      CHECK(std::count(listed.begin(), listed.end(), image_href) == 1);
      CHECK(std::count(listed.begin(), listed.end(), "index.html") == 1);

      const auto names = zip_entry_names(test::zip_output(out.files));
      CHECK(names == paths_of(out.files));
      REQUIRE_FALSE(names.empty());
      CHECK(names.front() == "imsmanifest.xml");

      const auto again = writer(quiz, lang);
      CHECK(test::zip_output(again.files) == test::zip_output(out.files));
    }
  }
}

TEST_CASE("a SCORM package holds only its own runtime's scripts: no cmi5.js, and the page does not load it") {
  for (const auto version : {ScormVersion::V12, ScormVersion::V2004}) {
    const auto files = player_package_files(test::scorm_fixture_quiz(), "en", version);
    const auto paths = paths_of(files);
    CHECK(std::count(paths.begin(), paths.end(), "cmi5.js") == 0);
    CHECK(std::count(paths.begin(), paths.end(), "runtime.js") == 1);
    REQUIRE(paths.front() == "index.html");
    CHECK(files.front().bytes.find("cmi5.js") == std::string::npos);
    CHECK(files.front().bytes.find("<script src=\"runtime.js\"></script>\n<script src=\"tracking.js\">") !=
          std::string::npos);
  }
}

}  // namespace quizpack

namespace quizpack {

TEST_CASE("manifests for region-tagged and right-to-left languages validate") {
  Quiz quiz = test::scorm_fixture_quiz();
  for (const char* lang : {"pt-BR", "ar"}) {
    quiz.title.by_language.set(lang, quiz.title.by_language.at("en"));
    quiz.description.by_language.set(lang, quiz.description.by_language.at("en"));
  }
  quiz.title.by_language.at("ar").text.blocks.clear();
  quiz.title.by_language.at("ar").text.blocks.push_back({Paragraph{{Inline{TextRun{"اختبار \"التدريب\" <المختلط>"}}}}});
  for (const char* lang : {"pt-BR", "ar"}) {
    for (const auto version : {ScormVersion::V12, ScormVersion::V2004}) {
      INFO(lang);
      const auto out = scorm_package(quiz, lang, version, test::fake_player_files());
      const auto& manifest = out.files.front();
      CHECK(validate_xml(manifest.bytes, manifest.schema).empty());
      CHECK(test::reference_validation_errors(manifest.bytes, version == ScormVersion::V12
                                                                  ? "scorm12/_validate_manifest.xsd"
                                                                  : "scorm2004-4th/_validate_manifest.xsd")
                .empty());
      CHECK(manifest.bytes.find(std::string(">") + lang + "<") != std::string::npos);
    }
  }
}

}  // namespace quizpack
