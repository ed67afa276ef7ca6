// The real banks (content/ and examples/) as cmi5 packages: the seed's golden cmi5.xml, schema validity everywhere.
#include <catch2/catch.hpp>

#include "load/load_bank.hpp"
#include "support/collect.hpp"
#include "support/golden.hpp"
#include "support/reference_schemas.hpp"
#include "support/source_dir.hpp"
#include "validate/xml_schema.hpp"

namespace quizpack::test {
namespace {

const std::vector<Quiz>& banks() {
  static const std::vector<Quiz> quizzes = [] {
    const LoadResult loaded =
        load_banks({quizpack::test::source_path("content"), quizpack::test::source_path("examples")});
    if (loaded.has_errors()) throw std::runtime_error("the bundled banks do not load");
    return loaded.quizzes;
  }();
  return quizzes;
}

std::string join(const std::vector<std::string>& lines) {
  std::string out;
  for (const auto& l : lines) out += l + "\n";
  return out;
}

}  // namespace

TEST_CASE("cmi5: the seed quiz's cmi5.xml and launch page match the golden files in every language") {
  std::size_t seen = 0;
  for (const auto& quiz : banks()) {
    if (quiz.id != "mixed-precision-training") continue;
    for (const auto& lang : quiz.languages) {
      const WriterOutput package = test::collect("cmi5", quiz, lang);
      CHECK(package.warnings.empty());
      for (std::size_t i = 0; i < 2; ++i) {
        INFO(lang << " " << package.files[i].path);
        CHECK(golden_mismatch("cmi5/" + quiz.id + "/" + lang + "/" + package.files[i].path, package.files[i].bytes)
                  .empty());
      }
      ++seen;
    }
  }
  CHECK(seen >= 3);
}

TEST_CASE("cmi5: every bank exports in every language, valid against the bundled and the official schemas") {
  std::size_t documents = 0;
  for (const auto& quiz : banks()) {
    for (const auto& lang : quiz.languages) {
      const WriterOutput package = test::collect("cmi5", quiz, lang);
      const OutputFile& xml = package.files.at(0);
      INFO(quiz.id << "/" << lang);
      REQUIRE(xml.path == "cmi5.xml");
      CHECK(join(validate_xml(xml.bytes, xml.schema)).empty());
      CHECK(reference_validation_errors(xml.bytes, "cmi5/CourseStructure.xsd").empty());
      ++documents;
    }
  }
  CHECK(documents >= 8);
}

}  // namespace quizpack::test
