// The canvas package: its entries, schema validity, the fields Canvas's importer reads, and its warnings.
#include <catch2/catch.hpp>

#include <regex>
#include <set>

#include <pugixml.hpp>

#include "export/format_table.hpp"
#include "import_check.hpp"
#include "support/bundled_banks.hpp"
#include "support/collect.hpp"
#include "support/every_kind_quiz.hpp"
#include "support/reference_schemas.hpp"
#include "support/xml_document.hpp"
#include "validate/xml_schema.hpp"

namespace quizpack::test {
namespace {

std::string assessment_of(const WriterOutput& package, const std::string& ident) {
  return package_entry(package, ident + "/" + ident + ".xml").bytes;
}

std::set<std::string> rules(const WriterOutput& package) {
  std::set<std::string> out;
  for (const auto& w : package.warnings) out.insert(w.rule + " " + w.message.substr(0, w.message.find(':')));
  return out;
}

}  // namespace

TEST_CASE("canvas is in the format table as a zip per language") {
  const Format* format = find_format("canvas");
  REQUIRE(format);
  CHECK(format->suffix == "canvas.zip");
  CHECK(format->scope == Scope::PerLanguage);
  CHECK(std::holds_alternative<Package>(format->writer));
}

TEST_CASE("the package holds the manifest, the assessment, its settings and the images") {
  const WriterOutput package = collect("canvas", every_form_quiz(), "en");
  std::vector<std::string> paths;
  for (const auto& f : package.files) paths.push_back(f.path);
  CHECK(paths == std::vector<std::string>{"imsmanifest.xml", "every-kind-en/every-kind-en.xml",
                                          "every-kind-en/assessment_meta.xml", "media/curve.png"});
  CHECK(package_entry(package, "media/curve.png").bytes == every_form_quiz().media[0].bytes);
  pugi::xml_document manifest;
  REQUIRE(manifest.load_string(package_entry(package, "imsmanifest.xml").bytes.c_str()));
  CHECK(manifest.select_node("//resource[@type='imsqti_xmlv1p2']/file[@href='every-kind-en/every-kind-en.xml']"));
  CHECK(
      manifest.select_node("//resource[@type='associatedcontent/imscc_xmlv1p1/learning-application-resource']"
                           "/file[@href='every-kind-en/assessment_meta.xml']"));
  CHECK(manifest.select_node("//resource[@type='webcontent' and not(@href)]/file[@href='media/curve.png']"));
  const std::string assessment = assessment_of(package, "every-kind-en");
  CHECK(assessment.find("src=\"media/curve.png\"") != std::string::npos);
}

TEST_CASE("every XML part validates against the bundled schemas and the assessment against the official one") {
  for (const std::string lang : {"en", "ar", "ja"}) {
    const WriterOutput package = collect("canvas", every_form_quiz(), lang);
    for (const auto& f : package.files) {
      if (f.schema.empty()) continue;
      INFO(lang << " " << f.path << "\n" << f.bytes);
      CHECK(joined_lines(validate_xml(f.bytes, f.schema)).empty());
    }
    const std::string ident = "every-kind-" + lang;
    CHECK(reference_validation_errors(assessment_of(package, ident), "qti12/ims_qtiasiv1p2p1.xsd").empty());
  }
}

TEST_CASE("the bundled assessment schema rejects answer ids Canvas would reduce to the same digits") {
  std::string assessment = assessment_of(collect("canvas", every_form_quiz(), "en"), "every-kind-en");
  CHECK(validate_xml(assessment, "canvas/canvas-qti12.xsd").empty());
  assessment.replace(assessment.find("response_label ident=\"1\""), 24, "response_label ident=\"fp16\"");
  CHECK_FALSE(validate_xml(assessment, "canvas/canvas-qti12.xsd").empty());
}

TEST_CASE("what Canvas's importer reads from each item is the bank's, in every language") {
  for (const std::string lang : {"en", "ar", "ja"}) {
    const std::string xml = assessment_of(collect("canvas", every_form_quiz(), lang), "every-kind-" + lang);
    INFO(lang);
    CHECK(import_differences(every_form_quiz(), lang, xml) == "");
  }
}

TEST_CASE("feedback-only conditions come before the condition that scores, never after") {
  const std::string xml = assessment_of(collect("canvas", every_form_quiz(), "en"), "every-kind-en");
  pugi::xml_document doc;
  REQUIRE(doc.load_string(xml.c_str()));
  std::size_t feedback_conditions = 0;
  for (pugi::xpath_node item : doc.select_nodes("//item")) {
    bool scored = false;
    for (pugi::xml_node cond : item.node().child("resprocessing").children("respcondition")) {
      const bool feedback_only = cond.child("displayfeedback") && !cond.child("setvar");
      INFO(item.node().attribute("ident").value());
      CHECK_FALSE((feedback_only && scored));
      if (feedback_only) {
        ++feedback_conditions;
        CHECK(std::string(cond.attribute("continue").value()) == "Yes");
      }
      scored = scored || cond.child("setvar");
    }
  }
  CHECK(feedback_conditions >= 10);
}

TEST_CASE("every item states its points, and matching ids keep distinct digits") {
  Quiz quiz = every_form_quiz();
  quiz.questions[question_at(quiz, "q-match")].points = 2.5;
  const std::string xml = assessment_of(collect("canvas", quiz, "en"), "every-kind-en");
  pugi::xml_document doc;
  REQUIRE(doc.load_string(xml.c_str()));
  for (pugi::xpath_node item : doc.select_nodes("//item"))
    CHECK(item.node().select_node("itemmetadata/qtimetadata/qtimetadatafield[fieldlabel='points_possible']"));
  const auto matching = doc.select_node("//item[@ident='every-kind-en-q-match']").node();
  CHECK(
      std::string(
          matching.select_node(".//qtimetadatafield[fieldlabel='points_possible']/fieldentry").node().child_value()) ==
      "2.5");
  std::set<std::string> digits;
  const std::regex first_digits("[0-9]+");
  std::size_t labels = 0;
  for (pugi::xml_node label : matching.child("presentation").child("response_lid").child("render_choice").children()) {
    std::smatch m;
    const std::string ident = label.attribute("ident").value();
    REQUIRE(std::regex_search(ident, m, first_digits));
    digits.insert(m.str());
    ++labels;
  }
  CHECK(labels == 4);
  CHECK(digits.size() == labels);
}

TEST_CASE("what Canvas cannot keep is a warning naming the question") {
  const WriterOutput en = collect("canvas", every_form_quiz(), "en");
  CHECK(rules(en) == std::set<std::string>{"canvas-case question q-short-case", "canvas-grader-info question q-essay",
                                           "canvas-grading question q-multi-all", "canvas-kind question q-cloze",
                                           "canvas-kind question q-order", "canvas-kind question q-order-positions"});
  const WriterOutput ja = collect("canvas", every_form_quiz(), "ja");
  CHECK(rules(ja).count("canvas-true-false question q_tf") == 1);
  const std::string xml = assessment_of(ja, "every-kind-ja");
  CHECK(xml.find("<mattext texttype=\"text/plain\">True</mattext>") != std::string::npos);
  Quiz shuffled = every_form_quiz();
  shuffled.shuffle.questions = true;
  CHECK(rules(collect("canvas", shuffled, "en")).count("canvas-shuffle quiz every-kind") == 1);
}

TEST_CASE("case-sensitive answers carry case=\"Yes\" for QTI readers while Canvas is warned about") {
  const std::string xml = assessment_of(collect("canvas", every_form_quiz(), "en"), "every-kind-en");
  CHECK(xml.find("<varequal respident=\"response1\" case=\"Yes\">NaN</varequal>") != std::string::npos);
}

TEST_CASE("assessment_meta.xml carries the quiz settings Canvas reads") {
  const WriterOutput package = collect("canvas", every_form_quiz(), "ar");
  pugi::xml_document meta;
  REQUIRE(meta.load_string(package_entry(package, "every-kind-ar/assessment_meta.xml").bytes.c_str()));
  const pugi::xml_node quiz = meta.child("quiz");
  CHECK(std::string(quiz.attribute("identifier").value()) == "every-kind-ar");
  CHECK(std::string(quiz.child_value("points_possible")) == "10");
  CHECK(std::string(quiz.child_value("shuffle_answers")) == (every_form_quiz().shuffle.choices ? "true" : "false"));
  CHECK_FALSE(std::string(quiz.child_value("title")).empty());
}

}  // namespace quizpack::test

namespace quizpack::test {

TEST_CASE("the importer check sees the silent changes the writer avoids") {
  const std::string xml = assessment_of(collect("canvas", every_form_quiz(), "en"), "every-kind-en");
  REQUIRE(import_differences(every_form_quiz(), "en", xml) == "");
  SECTION("a feedback-only condition after the scoring one resets the right answer's weight") {
    const std::string scoring = "<setvar action=\"Set\" varname=\"SCORE\">100</setvar>\n          </respcondition>";
    const std::size_t at = xml.find(scoring);
    REQUIRE(at != std::string::npos);
    std::string changed = xml;
    changed.insert(at + scoring.size(),
                   "<respcondition continue=\"Yes\"><conditionvar><varequal respident=\"response1\">1</varequal>"
                   "</conditionvar><displayfeedback feedbacktype=\"Response\" linkrefid=\"1_fb\"/></respcondition>");
    CHECK(import_differences(every_form_quiz(), "en", changed).find("weight of") != std::string::npos);
  }
  SECTION("match ids that share their first digits make one match") {
    const std::size_t begin = xml.find("<item ident=\"every-kind-en-q-match\"");
    const std::size_t end = xml.find("</item>", begin);
    REQUIRE(begin != std::string::npos);
    std::string item = xml.substr(begin, end - begin);
    for (const auto& [from, to] : {std::pair<std::string, std::string>{"ident=\"1\"", "ident=\"fp16\""},
                                   {"ident=\"2\"", "ident=\"bf16\""},
                                   {">1</varequal>", ">fp16</varequal>"},
                                   {">2</varequal>", ">bf16</varequal>"}})
      for (std::size_t at = item.find(from); at != std::string::npos; at = item.find(from, at + to.size()))
        item.replace(at, from.size(), to);
    const std::string changed = xml.substr(0, begin) + item + xml.substr(end);
    CHECK(import_differences(every_form_quiz(), "en", changed).find("distinct match ids") != std::string::npos);
  }
  SECTION("true/false answers other than True and False make a multiple-choice question") {
    std::string changed = xml;
    changed.replace(changed.find(">True<"), 6, ">Yes<");
    CHECK(import_differences(every_form_quiz(), "en", changed).find("multiple_choice_question") != std::string::npos);
  }
}

}  // namespace quizpack::test
