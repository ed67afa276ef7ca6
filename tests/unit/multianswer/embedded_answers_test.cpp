// Moodle's embedded answers: the reader against a table of cases traced to Moodle's parser, and every string the
// writer makes read back to the same sub-questions.
#include <catch2/catch.hpp>

#include <cmath>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "formats/moodle/embedded_answers.hpp"
#include "support/source_dir.hpp"
#include "unit/multianswer/embedded_json.hpp"

using namespace quizpack;
using nlohmann::json;

namespace {

json cases() {
  std::ifstream in(test::source_path("tests/unit/multianswer/cases.json"));
  std::stringstream buffer;
  buffer << in.rdbuf();
  return json::parse(buffer.str());
}

}  // namespace

TEST_CASE("Moodle's parser rules read embedded answers as the case table says") {
  const json all = cases();
  REQUIRE(all.at("read").size() >= 30);
  for (const auto& c : all.at("read")) {
    INFO(c.at("rule").get<std::string>());
    const auto read = read_embedded_answers(c.at("text").get<std::string>());
    CHECK_FALSE(read.gave_up);
    CHECK(read.text == c.at("rest").get<std::string>());
    const auto& expected = c.at("answers");
    REQUIRE(read.answers.size() == expected.size());
    for (std::size_t i = 0; i < expected.size(); ++i) {
      const EmbeddedAnswer want = test::embedded_from_json(expected[i]);
      CHECK(read.answers[i].type_name == expected[i].at("type").get<std::string>());
      CHECK(test::describe(read.answers[i]) == test::describe(want));
    }
  }
}

TEST_CASE("written embedded answers match the table and read back to the same sub-question") {
  const json all = cases();
  REQUIRE(all.at("write").size() >= 10);
  for (const auto& c : all.at("write")) {
    INFO(c.at("what").get<std::string>());
    const EmbeddedAnswer answer = test::embedded_from_json(c.at("answer"));
    const std::string text = write_embedded_answer(answer);
    CHECK(text == c.at("text").get<std::string>());
    const auto read = read_embedded_answers("Before " + text + " after.");
    CHECK(read.text == "Before {#1} after.");
    REQUIRE(read.answers.size() == 1);
    CHECK(test::describe(read.answers[0]) == test::describe(answer));
  }
}

TEST_CASE("text around embedded answers cannot start one") {
  const std::string prose = encode_outside_embedded("<p>Set {1:SA:=x} literally</p>");
  CHECK(prose == "<p>Set &#123;1:SA:=x} literally</p>");
  CHECK(read_embedded_answers(prose).answers.empty());
}

TEST_CASE("a pathological text stops the search instead of running away") {
  std::string text = "{1:SA:";
  for (int i = 0; i < 3000; ++i) text += "a~";
  const auto read = read_embedded_answers(text);
  CHECK(read.answers.empty());
}
