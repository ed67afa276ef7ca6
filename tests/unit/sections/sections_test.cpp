// A bank with sections and draws (tests/validate/cases/valid-sections) in the model and every written format.
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <vector>

#include <pugixml.hpp>

#include "formats/qti/identifiers.hpp"
#include "formats/xliff/bank_units.hpp"
#include "load/load_bank.hpp"
#include "support/bundled_banks.hpp"
#include "support/collect.hpp"
#include "support/reference_schemas.hpp"
#include "support/source_dir.hpp"
#include "text/plain_text.hpp"
#include "validate/xml_schema.hpp"

namespace quizpack::test {
namespace {

const Quiz& sections_bank() {
  static const Quiz quiz = [] {
    const LoadResult loaded = load_banks({source_path("tests/validate/cases/valid-sections")});
    if (loaded.has_errors() || loaded.quizzes.size() != 1) throw std::runtime_error("the sections bank does not load");
    return loaded.quizzes.front();
  }();
  return quiz;
}

std::vector<std::string> rules_of(const Diagnostics& warnings, const std::string& rule) {
  std::vector<std::string> out;
  for (const auto& w : warnings)
    if (w.rule == rule) out.push_back(w.message);
  return out;
}

// Every file of the package with a schema is valid against it.
void check_bundled_schemas(const WriterOutput& package) {
  for (const auto& f : package.files) {
    if (f.schema.empty()) continue;
    INFO(f.path);
    CHECK(joined_lines(validate_xml(f.bytes, f.schema)).empty());
  }
}

pugi::xml_document parsed(const std::string& xml) {
  pugi::xml_document doc;
  REQUIRE(doc.load_string(xml.c_str()));
  return doc;
}

}  // namespace

TEST_CASE("sections: each holds its run of questions, a draw counts its questions once per attempt") {
  const Quiz& quiz = sections_bank();
  REQUIRE(quiz.sections.size() == 3);
  CHECK(quiz.sections[0].id == "basics");
  CHECK((quiz.sections[0].first == 0 && quiz.sections[0].count == 3 && !quiz.sections[0].draw));
  CHECK(is_description(quiz.questions[0].body));
  CHECK((quiz.sections[1].first == 3 && quiz.sections[1].count == 4 && quiz.sections[1].draw == 2u));
  CHECK((quiz.sections[2].first == 7 && quiz.sections[2].count == 2 && quiz.sections[2].draw == 1u));
  CHECK(plain_text(quiz.sections[1].title.in("ja")) == "演習");
  CHECK(max_score(quiz) == Approx(6));
  CHECK(questions_per_attempt(quiz) == 6);
  CHECK(section_of(quiz, 5) == &quiz.sections[1]);
  CHECK(quiz.questions[8].section == "review");
}

TEST_CASE("sections: QTI tests nest a section per bank section, a draw as its selection") {
  const Quiz& quiz = sections_bank();
  for (const std::string format : {"qti21", "qti30"}) {
    const bool v3 = format == "qti30";
    const WriterOutput package = collect(format, quiz, "ja");
    check_bundled_schemas(package);
    const auto doc = parsed(package_entry(package, qti::test_path()).bytes);
    const std::string section = v3 ? "qti-assessment-section" : "assessmentSection";
    const auto nested = doc.select_nodes(("//" + section + "/" + section).c_str());
    INFO(format);
    REQUIRE(nested.size() == 3);
    CHECK(std::string(nested[1].node().attribute("identifier").value()) == "SECTION_practice");
    CHECK(std::string(nested[1].node().attribute("title").value()) == "演習");
    const std::string selection = v3 ? "qti-selection" : "selection";
    CHECK_FALSE(nested[0].node().child(selection.c_str()));
    CHECK(std::string(nested[1].node().child(selection.c_str()).attribute("select").value()) == "2");
    CHECK(std::string(nested[2].node().child(selection.c_str()).attribute("select").value()) == "1");
    CHECK(nested[1].node().select_nodes(v3 ? "qti-assessment-item-ref" : "assessmentItemRef").size() == 4);
    const auto refs = nested[0].node().select_nodes(v3 ? "qti-assessment-item-ref" : "assessmentItemRef");
    REQUIRE(refs.size() == 3);  // the section shuffles: its description keeps its place, as in the player
    for (std::size_t i = 0; i < refs.size(); ++i)
      CHECK(std::string(refs[i].node().attribute("fixed").value()) ==
            (is_description(quiz.questions[i].body) ? "true" : ""));
    const auto maximum = doc.select_node(v3 ? "//qti-outcome-declaration[@identifier='MAXSCORE']//qti-value"
                                            : "//outcomeDeclaration[@identifier='MAXSCORE']//value");
    CHECK(std::string(maximum.node().child_value()) == "6");
  }
  for (const auto& lang : quiz.languages) {
    const std::string test = package_entry(collect("qti21", quiz, lang), qti::test_path()).bytes;
    CHECK(reference_validation_errors(test, "qti21/imsqti_v2p1p2.xsd") == "");
    CHECK(reference_validation_errors(test, "qti21/imsqti_v2p1.xsd") == "");
  }
}

TEST_CASE("sections: Canvas makes each drawn section a question group, others lose only their title") {
  const Quiz& quiz = sections_bank();
  const WriterOutput package = collect("canvas", quiz, "en");
  check_bundled_schemas(package);
  const std::string assessment = package_entry(package, "sections-en/sections-en.xml").bytes;
  CHECK(reference_validation_errors(assessment, "qti12/ims_qtiasiv1p2p1.xsd") == "");
  const auto doc = parsed(assessment);
  const auto groups = doc.select_nodes("//section[@ident='root_section']/section");
  REQUIRE(groups.size() == 2);
  CHECK(std::string(groups[0].node().attribute("title").value()) == "Practice");
  CHECK(std::string(groups[0].node().select_node(".//selection_number").node().child_value()) == "2");
  CHECK(std::string(groups[0].node().select_node(".//points_per_item").node().child_value()) == "1");
  CHECK(groups[0].node().select_nodes("item").size() == 4);
  CHECK(std::string(groups[1].node().select_node(".//points_per_item").node().child_value()) == "2");
  CHECK(doc.select_nodes("//section[@ident='root_section']/item").size() == 3);
  CHECK(rules_of(package.warnings, "canvas-section").size() == 1);
  const auto meta = parsed(package_entry(package, "sections-en/assessment_meta.xml").bytes);
  CHECK(std::string(meta.select_node("//points_possible").node().child_value()) == "6");
}

TEST_CASE("sections: Moodle XML and GIFT give each section its category, a draw is a warning saying how") {
  const Quiz& quiz = sections_bank();
  const WriterOutput xml = collect("moodlexml", quiz, "en");
  check_bundled_schemas(xml);
  const auto doc = parsed(xml.files.front().bytes);
  std::vector<std::string> order;
  for (const auto& q : doc.select_nodes("//question"))
    order.push_back(std::string(q.node().attribute("type").value()) == "category"
                        ? q.node().child("category").child_value("text")
                        : q.node().child("name").child_value("text"));
  CHECK(order == std::vector<std::string>{
                     "$course$/top/Units and measures", "$course$/top/Units and measures/Basics", "Before you start",
                     "si-length", "kilo", "$course$/top/Units and measures/Practice", "mass-unit", "symbol-second",
                     "cm-in-m", "quantity", "$course$/top/Units and measures/Review", "base-units", "sizes"});
  const auto draws = rules_of(xml.warnings, "moodle-draw");
  REQUIRE(draws.size() == 2);
  CHECK(draws[0].find("add 2 random questions from category \"$course$/top/Units and measures/Practice\"") !=
        std::string::npos);

  const WriterOutput gift = collect("gift", quiz, "ja");
  const std::string text = gift.files.front().bytes;
  CHECK(text.find("$CATEGORY: $course$/top/単位と測定/基本\n") < text.find("::si-length::"));
  CHECK(text.find("$CATEGORY: $course$/top/単位と測定/演習\n") < text.find("::mass-unit::"));
  CHECK(rules_of(gift.warnings, "gift-draw").size() == 2);
  CHECK(rules_of(gift.warnings, "gift-round-trip").empty());
}

TEST_CASE("sections: each section's title is an XLIFF unit") {
  std::vector<std::string> ids;
  for (const auto& unit : bank_units(sections_bank())) ids.push_back(unit.id);
  for (const std::string id : {"section.basics.title", "section.practice.title", "section.review.title"})
    CHECK(std::find(ids.begin(), ids.end(), id) != ids.end());
}

}  // namespace quizpack::test
