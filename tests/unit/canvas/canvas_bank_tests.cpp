// The real banks (content/ and examples/) as canvas packages: goldens, schema validity, what Canvas reads.
#include <catch2/catch.hpp>

#include "import_check.hpp"
#include "support/bundled_banks.hpp"
#include "support/collect.hpp"
#include "support/reference_schemas.hpp"
#include "validate/xml_schema.hpp"

namespace quizpack::test {
namespace {}  // namespace

TEST_CASE("the seed quiz's and the every-kind example's canvas packages match the golden files in every language") {
  CHECK(package_golden_mismatches("canvas", {"mixed-precision-training", "every-kind"}, true) == "");
}

TEST_CASE("every bank exports in every language, valid against the bundled and the official schemas") {
  std::size_t packages = 0;
  for (const auto& quiz : bundled_banks()) {
    for (const auto& lang : quiz.languages) {
      const WriterOutput package = collect("canvas", quiz, lang);
      ++packages;
      for (const auto& f : package.files) {
        if (f.schema.empty()) continue;
        INFO(quiz.id << " " << lang << " " << f.path);
        CHECK(joined_lines(validate_xml(f.bytes, f.schema)).empty());
        if (f.schema == "canvas/canvas-qti12.xsd") {
          CHECK(reference_validation_errors(f.bytes, "qti12/ims_qtiasiv1p2p1.xsd").empty());
          CHECK(import_differences(quiz, lang, f.bytes) == "");
        }
      }
    }
  }
  CHECK(packages >= 6);
}

TEST_CASE("the seed quiz exports without warnings; the every-kind example warns about what Canvas loses") {
  for (const auto& lang : bundled_bank("mixed-precision-training").languages)
    CHECK(collect("canvas", bundled_bank("mixed-precision-training"), lang).warnings.empty());
  const WriterOutput every_kind = collect("canvas", bundled_bank("every-kind"), "en");
  std::vector<std::string> rules;
  for (const auto& w : every_kind.warnings) rules.push_back(w.rule);
  CHECK(std::find(rules.begin(), rules.end(), "canvas-case") != rules.end());
  CHECK(std::find(rules.begin(), rules.end(), "canvas-grading") != rules.end());
}

}  // namespace quizpack::test
