// Moodle XML into the bank model: multilang exports come back in every language, other types are reported.
#include <catch2/catch.hpp>

#include <algorithm>

#include "export/moodlexml/moodle_xml_writer.hpp"
#include "import/moodlexml/moodle_xml_import.hpp"
#include "support/every_kind_quiz.hpp"
#include "text/html.hpp"

using namespace quizpack;

namespace {

std::string multilang_xml(const Quiz& quiz) {
  std::string xml;
  write_moodle_xml_multilang(quiz, quiz.source_language, [&](std::string_view piece) { xml += piece; });
  return xml;
}

std::string wrapped(const std::string& questions) {
  return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<quiz>\n" + questions + "</quiz>\n";
}

bool has_message(const Diagnostics& diagnostics, const std::string& part) {
  for (const auto& d : diagnostics)
    if (d.message.find(part) != std::string::npos) return true;
  return false;
}

}  // namespace

TEST_CASE("a multilang Moodle XML export comes back in every language with the right answers and images") {
  const Quiz quiz = test::every_form_quiz();
  const MoodleXmlImport imported = import_moodle_xml(multilang_xml(quiz), "every.xml", "");
  CHECK(imported.languages == quiz.languages);
  REQUIRE(imported.questions.size() == quiz.questions.size());
  for (std::size_t i = 0; i < quiz.questions.size(); ++i) {
    const Question& q = imported.questions[i];
    INFO(q.id);
    CHECK(q.id == quiz.questions[i].id);
    CHECK(q.body.index() == quiz.questions[i].body.index());
    CHECK(q.points == quiz.questions[i].points);
    for (const auto& lang : quiz.languages) CHECK(q.stem.has(lang));
  }
  REQUIRE(imported.media.size() == 1);
  CHECK(imported.media[0].bytes == quiz.media[0].bytes);
  CHECK(render_html(imported.questions[0].stem.in("en")).find("src=\"" + imported.media[0].path + "\"") !=
        std::string::npos);
}

TEST_CASE("unsupported Moodle types are left out with a warning at their line; descriptions come in") {
  const std::string xml = wrapped(
      "  <question type=\"calculated\">\n    <name><text>Formula one</text></name>\n  </question>\n"
      "  <question type=\"description\">\n    <name><text>Intro</text></name>\n  </question>\n"
      "  <question type=\"truefalse\">\n    <name><text>tf</text></name>\n"
      "    <questiontext format=\"html\"><text><![CDATA[<p>Sky is <u>blue</u><script>x()</script></p>]]></text>"
      "</questiontext>\n"
      "    <generalfeedback format=\"html\"><text>Look up.</text></generalfeedback>\n"
      "    <answer fraction=\"100\"><text>true</text><feedback><text>Yes</text></feedback></answer>\n"
      "    <answer fraction=\"0\"><text>false</text><feedback><text></text></feedback></answer>\n"
      "  </question>\n");
  const MoodleXmlImport imported = import_moodle_xml(xml, "peer.xml", "en");
  REQUIRE(imported.questions.size() == 2);
  CHECK(std::holds_alternative<Description>(imported.questions[0].body));
  CHECK(imported.questions[0].points == 0);
  const auto& tf = std::get<TrueFalse>(imported.questions[1].body);
  CHECK(tf.answer);
  CHECK(tf.feedback_true.has_value());
  CHECK_FALSE(tf.feedback_false.has_value());
  CHECK(imported.questions[1].stem.in("en").source == "Sky is blue");
  REQUIRE(imported.diagnostics.size() >= 3);
  CHECK(imported.diagnostics[0].location.line == 3);
  CHECK(imported.diagnostics[0].rule == "import-unsupported");
  CHECK(imported.diagnostics[0].message.find("the Moodle type calculated (calculated)") != std::string::npos);
  CHECK_FALSE(has_message(imported.diagnostics, "a description is not a question"));
  CHECK(has_message(imported.diagnostics, "<u> is not in the bank's text model; its text is kept"));
  CHECK(has_message(imported.diagnostics, "<script> is dropped"));
  CHECK(imported.skipped.count("description (not a question)") == 0);
  CHECK(imported.skipped.at("unsupported type calculated") == 1);
}

TEST_CASE("a DOCTYPE, malformed XML or invalid UTF-8 is an error and nothing is read") {
  const auto doctype = import_moodle_xml(
      "<?xml version=\"1.0\"?>\n<!DOCTYPE quiz [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>\n<quiz>&x;</quiz>",
      "evil.xml", "en");
  REQUIRE(doctype.diagnostics.size() == 1);
  CHECK(doctype.diagnostics[0].location.line == 2);
  CHECK(doctype.diagnostics[0].message.find("DOCTYPE") != std::string::npos);
  CHECK(doctype.questions.empty());
  const auto malformed = import_moodle_xml("<quiz>\n<question type=\"essay\">\n</quiz>", "bad.xml", "en");
  REQUIRE(malformed.diagnostics.size() == 1);
  CHECK(malformed.diagnostics[0].rule == "import-xml");
  const auto utf8 = import_moodle_xml("<quiz>\n<question>\xC3\x28</question></quiz>", "utf.xml", "en");
  REQUIRE(utf8.diagnostics.size() == 1);
  CHECK(utf8.diagnostics[0].location.line == 2);
  CHECK(utf8.diagnostics[0].rule == "import-utf8");
}

TEST_CASE("a penalty other than Moodle's default for the type is warned; the defaults are not") {
  const auto question = [](const std::string& type, const std::string& penalty) {
    return "  <question type=\"" + type + "\">\n    <name><text>" + type + "</text></name>\n" +
           "    <questiontext format=\"html\"><text>Is it?</text></questiontext>\n    <penalty>" + penalty +
           "</penalty>\n    <answer fraction=\"100\"><text>true</text></answer>\n" +
           "    <answer fraction=\"0\"><text>false</text></answer>\n  </question>\n";
  };
  const MoodleXmlImport usual = import_moodle_xml(
      wrapped(question("truefalse", "1.0000000") + question("shortanswer", "0.3333333")), "usual.xml", "en");
  CHECK_FALSE(has_message(usual.diagnostics, "penalty"));
  const MoodleXmlImport other = import_moodle_xml(wrapped(question("shortanswer", "0.1")), "other.xml", "en");
  const auto warned = std::find_if(other.diagnostics.begin(), other.diagnostics.end(),
                                   [](const Diagnostic& d) { return d.message.find("penalty") != std::string::npos; });
  REQUIRE(warned != other.diagnostics.end());
  CHECK(warned->severity == Severity::Warning);
  CHECK(warned->location.line == 3);
  CHECK(warned->message == "question shortanswer: the penalty 0.1 per wrong try is not kept: the bank has one try");
}

TEST_CASE("an image a Moodle XML text refers to but does not hold becomes its alt text, with a warning") {
  const MoodleXmlImport imported = import_moodle_xml(
      wrapped("<question type=\"truefalse\"><name><text>q</text></name><questiontext format=\"html\"><text>"
              "<![CDATA[<p>Sky <img src=\"@@PLUGINFILE@@/gone.png\" alt=\"blue sky\"></p>]]></text></questiontext>"
              "<answer fraction=\"100\"><text>true</text></answer><answer fraction=\"0\"><text>false</text></answer>"
              "</question>\n"),
      "gone.xml", "en");
  REQUIRE(imported.questions.size() == 1);
  CHECK(imported.questions[0].stem.in("en").source == "Sky blue sky");
  CHECK(imported.media.empty());
  CHECK(has_message(
      imported.diagnostics,
      "the image @@PLUGINFILE@@/gone.png is not in the file; its alt text \"blue sky\" stands in its place"));
}

TEST_CASE("a Moodle XML name is plain text: tag-like words in it stay in the title") {
  const MoodleXmlImport imported = import_moodle_xml(
      wrapped("<question type=\"truefalse\"><name><text><![CDATA[ a <script> title & *co* ]]></text></name>"
              "<questiontext format=\"html\"><text>Sky?</text></questiontext>"
              "<answer fraction=\"100\"><text>true</text></answer><answer fraction=\"0\"><text>false</text></answer>"
              "</question>\n"),
      "name.xml", "en");
  REQUIRE(imported.questions.size() == 1);
  REQUIRE(imported.questions[0].title.has_value());
  CHECK(imported.questions[0].title->in("en").source == "a \\<script> title & \\*co\\*");
}
