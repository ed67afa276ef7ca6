// The cmi5 package: its entries, cmi5.xml's values and IRIs, the launch page, warnings and quizpack's schema.
#include <catch2/catch.hpp>

#include <pugixml.hpp>

#include "export/cmi5/cmi5_ids.hpp"
#include "export/cmi5/course_structure.hpp"
#include "export/format_table.hpp"
#include "support/collect.hpp"
#include "support/every_kind_quiz.hpp"
#include "validate/xml_schema.hpp"

namespace quizpack::test {
namespace {

const OutputFile& entry(const WriterOutput& package, const std::string& path) {
  for (const auto& f : package.files)
    if (f.path == path) return f;
  throw std::runtime_error("no entry " + path);
}

std::string broken(std::string xml, const std::string& from, const std::string& to) {
  const auto at = xml.find(from);
  REQUIRE(at != std::string::npos);
  return xml.replace(at, from.size(), to);
}

bool valid(const std::string& xml) { return validate_xml(xml, cmi5::kCourseStructureSchema).empty(); }

bool has_rule(const Diagnostics& warnings, const std::string& rule, const std::string& text) {
  for (const auto& w : warnings)
    if (w.rule == rule && w.message.find(text) != std::string::npos) return true;
  return false;
}

}  // namespace

TEST_CASE("cmi5 is in the format table as a zip per language") {
  const Format* format = find_format("cmi5");
  REQUIRE(format);
  CHECK(format->suffix == "cmi5.zip");
  CHECK(format->scope == Scope::PerLanguage);
  CHECK(std::holds_alternative<Package>(format->writer));
}

TEST_CASE("cmi5: cmi5.xml first, then the player with its cmi5 launch page") {
  const WriterOutput package = test::collect("cmi5", every_form_quiz(), "ar");
  REQUIRE(package.files.size() > 3);
  CHECK(package.files[0].path == "cmi5.xml");
  CHECK(package.files[0].schema == "cmi5/cmi5-course-structure.xsd");
  CHECK(package.files[1].path == "index.html");
  const std::string& page = package.files[1].bytes;
  CHECK(page.find("data-scorm=\"cmi5\"") != std::string::npos);
  CHECK(page.find("data-au=\"https://quizpack.invalid/cmi5/" + cmi5::iri_segment(every_form_quiz().id) + "/ar\"") !=
        std::string::npos);
  CHECK(page.find("connect-src *;") != std::string::npos);
  CHECK(page.find("<script src=\"cmi5.js\"></script>") != std::string::npos);
  CHECK_NOTHROW(entry(package, "cmi5.js"));
  CHECK_NOTHROW(entry(package, "quiz-data.js"));
  CHECK(test::collect("cmi5", every_form_quiz(), "ar").files[0].bytes == package.files[0].bytes);
}

TEST_CASE("cmi5: the course and AU carry the IRIs, moveOn, masteryScore, launchMethod and the launch page") {
  Quiz quiz = every_form_quiz();
  quiz.passing_score = 0.65;
  const std::string xml = test::collect("cmi5", quiz, "ja").files[0].bytes;
  pugi::xml_document doc;
  REQUIRE(doc.load_string(xml.c_str()));
  const auto root = doc.child("courseStructure");
  CHECK(std::string(root.attribute("xmlns").value()) == "https://w3id.org/xapi/profiles/cmi5/v1/CourseStructure.xsd");
  CHECK(std::string(root.child("course").attribute("id").value()) == "https://quizpack.invalid/cmi5/" + quiz.id);
  const auto au = root.child("au");
  CHECK(std::string(au.attribute("id").value()) == "https://quizpack.invalid/cmi5/" + quiz.id + "/ja");
  CHECK(std::string(au.attribute("moveOn").value()) == "CompletedAndPassed");
  CHECK(std::string(au.attribute("masteryScore").value()) == "0.65");
  CHECK(std::string(au.attribute("launchMethod").value()) == "AnyWindow");
  CHECK(std::string(au.child_value("url")) == "index.html");
  CHECK(au.attribute("activityType").empty());
  CHECK(std::string(au.child("title").first_child().attribute("lang").value()) == "ja");
  std::size_t titles = 0;
  for (auto l = au.child("title").child("langstring"); l; l = l.next_sibling("langstring")) ++titles;
  CHECK(titles == quiz.languages.size());
}

TEST_CASE("cmi5: IRI segments keep unreserved characters and percent-encode the rest") {
  CHECK(cmi5::iri_segment("mixed-precision_1.0~x") == "mixed-precision_1.0~x");
  CHECK(cmi5::iri_segment("a b/c?é") == "a%20b%2Fc%3F%C3%A9");
  Quiz quiz;
  quiz.id = "q";
  CHECK(cmi5::au_iri(quiz, "zh-Hant") == "https://quizpack.invalid/cmi5/q/zh-Hant");
}

TEST_CASE("cmi5: a bank's activityIri is the course IRI, the AU's base and the player's") {
  Quiz quiz = every_form_quiz();
  quiz.activity_iri = "https://courses.example.edu/quizzes/every-form";
  const WriterOutput package = test::collect("cmi5", quiz, "ja");
  pugi::xml_document doc;
  REQUIRE(doc.load_string(package.files[0].bytes.c_str()));
  const auto root = doc.child("courseStructure");
  CHECK(std::string(root.child("course").attribute("id").value()) == "https://courses.example.edu/quizzes/every-form");
  CHECK(std::string(root.child("au").attribute("id").value()) == "https://courses.example.edu/quizzes/every-form/ja");
  CHECK(valid(package.files[0].bytes));
  bool page_names_au = false;
  for (const auto& f : package.files)
    if (f.path == "index.html")
      page_names_au =
          f.bytes.find("data-au=\"https://courses.example.edu/quizzes/every-form/ja\"") != std::string::npos;
  CHECK(page_names_au);
}

TEST_CASE("cmi5: a pass mark outside 0..1 is held to the nearest bound, with a warning") {
  Quiz quiz = every_form_quiz();
  quiz.passing_score = 1.5;
  const WriterOutput package = test::collect("cmi5", quiz, "en");
  CHECK(package.files[0].bytes.find("masteryScore=\"1\"") != std::string::npos);
  CHECK(has_rule(package.warnings, "cmi5-passing-score-clamped", "masteryScore is 1"));
  CHECK(valid(package.files[0].bytes));
  CHECK(cmi5::mastery_score_text(-0.2) == "0");
  CHECK(cmi5::mastery_score_text(0.00001) == "0.00001");
}

TEST_CASE("cmi5: an essay is a warning naming the question, other kinds give none") {
  const Quiz quiz = every_form_quiz();
  const WriterOutput package = test::collect("cmi5", quiz, "en");
  std::size_t essays = 0;
  for (const auto& q : quiz.questions)
    if (std::holds_alternative<Essay>(q.body)) {
      ++essays;
      CHECK(has_rule(package.warnings, "cmi5-essay-pending", "question " + q.id + ":"));
    }
  REQUIRE(essays > 0);
  CHECK(package.warnings.size() == essays);
}

TEST_CASE("cmi5: quizpack's course structure schema rejects broken documents") {
  const std::string xml = test::collect("cmi5", every_form_quiz(), "en").files[0].bytes;
  CHECK(valid(xml));
  CHECK_FALSE(valid(broken(xml, " moveOn=\"CompletedAndPassed\"", "")));
  CHECK_FALSE(valid(broken(xml, "moveOn=\"CompletedAndPassed\"", "moveOn=\"Done\"")));
  CHECK_FALSE(valid(broken(xml, "masteryScore=\"", "masteryScore=\"1")));
  CHECK_FALSE(valid(broken(xml, "launchMethod=\"AnyWindow\"", "launchMethod=\"NewWindow\"")));
  CHECK_FALSE(valid(broken(xml, "<au id=\"https://", "<au id=\"relative/")));
  CHECK_FALSE(valid(broken(xml, "<url>index.html</url>", "<url></url>")));
  CHECK_FALSE(valid(broken(xml, "<langstring lang=\"en\">", "<langstring>")));
  CHECK_FALSE(valid(broken(xml, "</course>", "</course><objectives/>")));
}

}  // namespace quizpack::test
