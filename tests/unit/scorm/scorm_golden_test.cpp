// Golden manifests for the bundled content, and schema checks over every bundled bank and language.
#include <algorithm>
#include <filesystem>
#include <set>

#include <catch2/catch.hpp>

#include "export/player/player_package.hpp"
#include "export/scorm/manifest_values.hpp"
#include "export/scorm/scorm_writers.hpp"
#include "load/load_bank.hpp"
#include "support/collect.hpp"
#include "support/golden.hpp"
#include "support/reference_schemas.hpp"
#include "support/source_dir.hpp"
#include "validate/xml_schema.hpp"

namespace quizpack {
namespace {

struct Edition {
  const char* name;  // the format's name in the table
  const char* official_schema;
  [[nodiscard]] WriterOutput write(const Quiz& quiz, const LanguageTag& lang) const {
    return test::collect(name, quiz, lang);
  }
};

constexpr Edition kEditions[] = {
    {"scorm12", "scorm12/_validate_manifest.xsd"},
    {"scorm2004", "scorm2004-4th/_validate_manifest.xsd"},
};

std::vector<std::string> listed_file_hrefs(const std::string& manifest_xml) {
  std::vector<std::string> hrefs;
  std::size_t at = 0;
  while ((at = manifest_xml.find("<file href=\"", at)) != std::string::npos) {
    at += 12;
    hrefs.push_back(manifest_xml.substr(at, manifest_xml.find('"', at) - at));
  }
  return hrefs;
}

// Each package's manifest validates against both schema sets and lists exactly the other entries; every media
// file of the bank travels in the packages of at least one language.
void check_packages(const Quiz& quiz) {
  std::set<std::string> media_listed;
  for (const auto& lang : quiz.languages) {
    for (const auto& edition : kEditions) {
      INFO(quiz.id << " " << lang << " " << edition.name);
      const WriterOutput out = edition.write(quiz, lang);
      REQUIRE(out.files.size() >= 2);
      const auto& manifest = out.files.front();
      CHECK(manifest.path == "imsmanifest.xml");
      CHECK(validate_xml(manifest.bytes, manifest.schema).empty());
      CHECK(test::reference_validation_errors(manifest.bytes, edition.official_schema).empty());
      std::vector<std::string> expected;
      for (std::size_t i = 1; i < out.files.size(); ++i) expected.push_back(file_href(out.files[i].path));
      const auto listed = listed_file_hrefs(manifest.bytes);
      CHECK(listed == expected);
      for (const auto& media : quiz.media)
        if (std::count(listed.begin(), listed.end(), file_href(player_media_path(media.path))) == 1)
          media_listed.insert(media.path);
    }
  }
  for (const auto& media : quiz.media) CHECK(media_listed.count(media.path) == 1);
}

}  // namespace

TEST_CASE("manifests of the seed quiz and the every-kind example match their golden files") {
  const LoadResult loaded = load_banks({quizpack::test::source_path("content/mixed-precision-training"),
                                        quizpack::test::source_path("examples/every-kind")});
  REQUIRE_FALSE(loaded.has_errors());
  REQUIRE(loaded.quizzes.size() == 2);
  const std::vector<std::vector<LanguageTag>> languages{{"en", "ja", "hi"}, {"en", "ar", "ja"}};
  for (std::size_t i = 0; i < loaded.quizzes.size(); ++i) {
    const Quiz& quiz = loaded.quizzes[i];
    CHECK(quiz.languages == languages[i]);
    for (const auto& lang : quiz.languages) {
      for (const auto& edition : kEditions) {
        INFO(quiz.id << " " << lang << " " << edition.name);
        const std::string golden = "scorm/" + quiz.id + "/" + lang + "/" + edition.name + "-imsmanifest.xml";
        CHECK(test::golden_mismatch(golden, edition.write(quiz, lang).files.front().bytes) == "");
      }
    }
  }
}

TEST_CASE("every bundled bank gives valid SCORM manifests in every language") {
  std::vector<std::filesystem::path> roots;
  for (const char* folder : {"/content", "/examples"})
    if (std::filesystem::exists(quizpack::test::source_dir() + folder))
      roots.emplace_back(quizpack::test::source_dir() + folder);
  const LoadResult loaded = load_banks(roots);
  REQUIRE_FALSE(loaded.has_errors());
  REQUIRE_FALSE(loaded.quizzes.empty());
  for (const auto& quiz : loaded.quizzes) check_packages(quiz);
}

}  // namespace quizpack
