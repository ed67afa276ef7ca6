// Reading a Moodle XML file on several threads, or without text trees, gives what one thread gives.
#include <catch2/catch.hpp>

#include <string>

#include "import/moodlexml/moodle_xml_import.hpp"

using namespace quizpack;

namespace {

// A true/false question whose stem shows the embedded images `files` (name, base64 bytes), in order.
std::string question_with_images(const std::string& id, const std::vector<std::pair<std::string, std::string>>& files) {
  std::string stem = "<p>Question <em>" + id + "</em>";
  std::string embedded;
  for (const auto& [name, base64] : files) {
    stem += " <img src=\"@@PLUGINFILE@@/" + name + "\" alt=\"" + name + "\">";
    embedded += "<file name=\"" + name + "\" path=\"/\" encoding=\"base64\">" + base64 + "</file>";
  }
  return "  <question type=\"truefalse\">\n    <name><text>" + id + "</text></name>\n" +
         "    <questiontext format=\"html\"><text><![CDATA[" + stem + "</p>]]></text>" + embedded +
         "</questiontext>\n    <idnumber>" + id + "</idnumber>\n" +
         "    <answer fraction=\"100\"><text>true</text></answer>\n" +
         "    <answer fraction=\"0\"><text>false</text></answer>\n  </question>\n";
}

// Images named alike with other bytes (in one question and across questions), the same image twice, an
// unsupported question and a category between the others.
std::string file_with_name_clashes() {
  std::string xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<quiz>\n";
  xml += "  <question type=\"category\"><category><text>$course$/top/Clashes</text></category></question>\n";
  xml += question_with_images("q1", {{"a.png", "b25l"}});
  xml += question_with_images("q2", {{"a.png", "dHdv"}});
  xml += "  <question type=\"multianswer\">\n    <name><text>Cloze</text></name>\n  </question>\n";
  xml += question_with_images("q3", {{"a.png", "b25l"}, {"b.png", "dGhyZWU="}, {"b.png", "Zm91cg=="}});
  xml += question_with_images("q4", {{"a.png", "dHdv"}, {"c.gif", "Zml2ZQ=="}});
  for (int i = 5; i < 40; ++i) xml += question_with_images("q" + std::to_string(i), {});
  return xml + "</quiz>\n";
}

}  // namespace

TEST_CASE("a Moodle XML file read on several threads gives what one thread gives, image names included") {
  const std::string xml = file_with_name_clashes();
  const MoodleXmlImport one = import_moodle_xml(xml, "clash.xml", "en");
  REQUIRE(one.questions.size() == 39);
  REQUIRE(one.media.size() == 5);
  CHECK(one.media[0].path == "media/a-2.png");
  CHECK(one.media[1].path == "media/a.png");
  CHECK(one.media[2].path == "media/b-2.png");
  CHECK(one.questions[3].stem.in("en").source.find("media/a-2.png") != std::string::npos);
  for (unsigned threads : {2u, 3u, 8u}) {
    INFO(threads << " threads");
    const MoodleXmlImport many = import_moodle_xml(xml, "clash.xml", "en", {threads, true});
    REQUIRE(many.questions.size() == one.questions.size());
    for (std::size_t i = 0; i < one.questions.size(); ++i) {
      CHECK(many.questions[i].id == one.questions[i].id);
      CHECK(many.questions[i].location.line == one.questions[i].location.line);
      CHECK(many.questions[i].stem.in("en").source == one.questions[i].stem.in("en").source);
    }
    REQUIRE(many.media.size() == one.media.size());
    for (std::size_t i = 0; i < one.media.size(); ++i) {
      CHECK(many.media[i].path == one.media[i].path);
      CHECK(many.media[i].bytes == one.media[i].bytes);
    }
    REQUIRE(many.diagnostics.size() == one.diagnostics.size());
    for (std::size_t i = 0; i < one.diagnostics.size(); ++i) {
      CHECK(many.diagnostics[i].message == one.diagnostics[i].message);
      CHECK(many.diagnostics[i].location.line == one.diagnostics[i].location.line);
    }
    CHECK(many.skipped == one.skipped);
    CHECK(many.title == one.title);
  }
}

TEST_CASE("without text trees a Moodle XML file's texts keep the same CommonMark sources") {
  const std::string xml = file_with_name_clashes();
  const MoodleXmlImport trees = import_moodle_xml(xml, "clash.xml", "en");
  const MoodleXmlImport sources = import_moodle_xml(xml, "clash.xml", "en", {2, false});
  REQUIRE(sources.questions.size() == trees.questions.size());
  for (std::size_t i = 0; i < trees.questions.size(); ++i) {
    const RichText& with = trees.questions[i].stem.in("en");
    const RichText& without = sources.questions[i].stem.in("en");
    CHECK(without.source == with.source);
    CHECK_FALSE(with.blocks.empty());
    CHECK(without.blocks.empty());
  }
}
