// The real banks (content/ and examples/) as qti30 packages: goldens, schema validity, answers in the language.
#include <catch2/catch.hpp>

#include <pugixml.hpp>

#include "support/bundled_banks.hpp"
#include "support/collect.hpp"
#include "support/reference_schemas.hpp"
#include "text/writing_direction.hpp"
#include "validate/xml_schema.hpp"

namespace quizpack::test {
namespace {}  // namespace

TEST_CASE("qti30: the seed quiz's and the every-kind example's packages match the golden files in every language") {
  for (const std::string id : {"mixed-precision-training", "every-kind"})
    for (const auto& lang : bundled_bank(id).languages)
      CHECK(warnings_besides(collect("qti30", bundled_bank(id), lang).warnings, "-number-input").empty());
  CHECK(package_golden_mismatches("qti30", {"mixed-precision-training", "every-kind"}) == "");
}

TEST_CASE("qti30: every bank exports in every language, valid against the bundled and the official schemas") {
  std::size_t manifests = 0;
  for (const auto& quiz : bundled_banks()) {
    for (const auto& lang : quiz.languages) {
      const WriterOutput package = test::collect("qti30", quiz, lang);
      CHECK(package.files.size() >= 2 + quiz.questions.size());
      for (const auto& f : package.files) {
        if (f.schema.empty()) continue;
        const std::string name = quiz.id + "/" + lang + "/" + f.path;
        INFO(name);
        CHECK(joined_lines(validate_xml(f.bytes, f.schema)).empty());
        if (f.path.rfind("items/", 0) == 0) {
          pugi::xml_document doc;
          REQUIRE(doc.load_string(f.bytes.c_str()));
          CHECK(std::string(doc.child("qti-assessment-item").attribute("xml:lang").value()) == lang);
          CHECK(std::string(doc.select_node("//qti-item-body").node().attribute("dir").value()) ==
                (is_right_to_left(lang) ? "rtl" : ""));
        }
        if (f.path != "imsmanifest.xml") continue;
        ++manifests;
        CHECK(reference_validation_errors(f.bytes, "qti30/imsqtiv3p0_imscpv1p2_v1p0.xsd") == "");
      }
    }
  }
  CHECK(manifests >= 6);
}

namespace {

// Each <math> of the formulas bank's items in `format` and `lang`, as "item dir" lines.
std::vector<std::string> formula_directions(const std::string& format, const std::string& lang) {
  std::vector<std::string> lines;
  for (const auto& f : collect(format, bundled_bank("formulas"), lang).files) {
    if (f.path.rfind("items/", 0) != 0) continue;
    pugi::xml_document doc;
    REQUIRE(doc.load_string(f.bytes.c_str()));
    for (const auto& math : doc.select_nodes("//*[local-name()='math']"))
      lines.push_back(f.path + " " + math.node().attribute("dir").value());
  }
  return lines;
}

}  // namespace

TEST_CASE("qti30: formulas in right-to-left items read left to right, other items have no dir") {
  const std::vector<std::string> ar = formula_directions("qti30", "ar");
  REQUIRE(ar.size() >= 7);
  for (const auto& line : ar) CHECK(line.substr(line.rfind(' ')) == " ltr");
  for (const auto& [format, lang] : {std::pair{"qti30", "en"}, {"qti21", "ar"}, {"qti21", "en"}}) {
    const std::vector<std::string> lines = formula_directions(format, lang);
    INFO(format << " " << lang);
    CHECK(lines.size() == ar.size());
    for (const auto& line : lines) CHECK(line.back() == ' ');
  }
}

}  // namespace quizpack::test
