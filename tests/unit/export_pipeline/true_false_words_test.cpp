// Every output says the same true/false words: the player's data and the QTI items, the table's or the bank's own.
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>

#include "export/canvas/canvas_writer.hpp"
#include "export/gift/gift_writer.hpp"
#include "export/moodlexml/moodle_xml_writer.hpp"
#include "export/player/player_package.hpp"
#include "export/qti21/qti21_writer.hpp"
#include "export/qti30/qti30_writer.hpp"
#include "load/load_bank.hpp"
#include "support/source_dir.hpp"
#include "text/true_false_words.hpp"

namespace {

// The bytes of every file whose path ends with `suffix`, one after another.
std::string files_ending(const std::vector<quizpack::OutputFile>& files, const std::string& suffix) {
  std::string all;
  for (const auto& f : files)
    if (f.path.ends_with(suffix)) all += f.bytes;
  return all;
}

}  // namespace

TEST_CASE("the player's data and the QTI items say the same true/false words in every language") {
  const auto loaded = quizpack::load_banks({quizpack::test::source_path("examples/every-kind")});
  REQUIRE_FALSE(loaded.has_errors());
  const auto& quiz = loaded.quizzes.front();
  for (const auto& lang : quiz.languages) {
    INFO(lang);
    const auto words = quizpack::true_false_words(lang);
    const std::string expected = "\"trueFalse\": [\n  \"" + words.true_word + "\",\n  \"" + words.false_word + "\"\n ]";
    const auto player = quizpack::player_package_files(quiz, lang, quizpack::ScormVersion::V2004);
    CHECK(files_ending(player, "quiz-data.js").find(expected) != std::string::npos);
    std::vector<quizpack::OutputFile> qti;
    quizpack::write_qti21(quiz, lang, [&](std::size_t, quizpack::OutputFile&& f) { qti.push_back(std::move(f)); });
    const std::string items = files_ending(qti, ".xml");
    CHECK(items.find(">" + words.true_word + "<") != std::string::npos);
    CHECK(items.find(">" + words.false_word + "<") != std::string::npos);
  }
}

namespace {

// Whether one of `warnings` has `rule`.
bool has_rule(const quizpack::Diagnostics& warnings, const std::string& rule) {
  return std::any_of(warnings.begin(), warnings.end(), [&](const auto& d) { return d.rule == rule; });
}

}  // namespace

TEST_CASE("a bank's own true/false words reach the player and QTI, and Moodle, GIFT and Canvas warn") {
  const auto loaded =
      quizpack::load_banks({quizpack::test::source_path("tests/validate/cases/ui-language-override/quiz.json")});
  REQUIRE_FALSE(loaded.has_errors());
  const auto& quiz = loaded.quizzes.front();
  const auto words = quizpack::true_false_words(quiz, "sw");
  CHECK(words.true_word == "Kweli");
  CHECK(words.false_word == "Si kweli");
  CHECK(quizpack::true_false_words(quiz, "en").true_word == "True");

  const auto player = quizpack::player_package_files(quiz, "sw", quizpack::ScormVersion::V12);
  const std::string data = files_ending(player, "quiz-data.js");
  CHECK(data.find("\"trueFalse\": [\n  \"Kweli\",\n  \"Si kweli\"\n ]") != std::string::npos);
  CHECK(data.find("\"start\": \"Anza jaribio\"") != std::string::npos);
  CHECK(data.find("\"points\": {\n   \"one\": \"pointi {points}\",") != std::string::npos);

  for (const auto& write : {quizpack::write_qti21, quizpack::write_qti30}) {
    std::vector<quizpack::OutputFile> qti;
    write(quiz, "sw", [&](std::size_t, quizpack::OutputFile&& f) { qti.push_back(std::move(f)); });
    const std::string items = files_ending(qti, ".xml");
    CHECK(items.find(">Kweli<") != std::string::npos);
    CHECK(items.find(">Si kweli<") != std::string::npos);
  }

  const auto ignore = [](std::string_view) {};
  CHECK(has_rule(quizpack::write_moodle_xml(quiz, "sw", ignore), "moodlexml-true-false"));
  CHECK_FALSE(has_rule(quizpack::write_moodle_xml(quiz, "en", ignore), "moodlexml-true-false"));
  CHECK(has_rule(quizpack::write_moodle_xml_multilang(quiz, "", ignore), "moodlexml-true-false"));
  CHECK(has_rule(quizpack::write_gift(quiz, "sw").warnings, "gift-true-false"));
  CHECK_FALSE(has_rule(quizpack::write_gift(quiz, "en").warnings, "gift-true-false"));
  const auto canvas = quizpack::write_canvas(quiz, "sw", [](std::size_t, quizpack::OutputFile&&) {});
  CHECK(has_rule(canvas, "canvas-true-false"));
}
