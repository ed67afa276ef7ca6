// Moodle multianswer question texts as the bank's gaps: each sub-question type, and what is refused or changed.
#include <catch2/catch.hpp>

#include "import/moodlexml/multianswer_gaps.hpp"
#include "support/quiz_building.hpp"

using namespace quizpack;

namespace {

MultianswerGaps gaps_of(const std::string& text) {
  return multianswer_gaps(text, {"en"}, [](const std::string& html) { return test::texts({{"en", html}}); });
}

}  // namespace

TEST_CASE("Moodle's own cloze example becomes a text gap and a choice gap") {
  const auto read = gaps_of(
      "Complete this opening line of verse: \"The {1:SHORTANSWER:Dog#Wrong, silly!~=Owl#Well done!~*#Wrong "
      "answer} and the {1:MULTICHOICE:Bow-wow#You seem to have a dog obsessions!~Wiggly worm#Now you are just being "
      "ridiculous!~=Pussy-cat#Well done!} went to sea\".");
  REQUIRE(read.cloze);
  CHECK(read.stem_html == "Complete this opening line of verse: \"The {{g1}} and the {{g2}} went to sea\".");
  CHECK(read.points == 2);
  const auto& text = std::get<TextGap>(read.cloze->gaps.at(0).accepts);
  CHECK(text.accepted.at("en") == std::vector<std::string>{"Owl"});
  CHECK_FALSE(text.case_sensitive);
  const auto& choice = std::get<ChoiceGap>(read.cloze->gaps.at(1).accepts);
  REQUIRE(choice.options.size() == 3);
  CHECK(choice.options[2].correct);
  CHECK(choice.options[2].text.in("en").source == "Pussy-cat");
  // Each answer has its own feedback: the bank keeps one per gap, so none, and says so.
  CHECK_FALSE(read.cloze->gaps.at(0).feedback);
  REQUIRE(read.changes.size() == 2);
  CHECK(read.changes[0].find("gap g1 (SHORTANSWER): its answers have different feedback") == 0);
}

TEST_CASE("partial credit is reported by name and earns nothing in the bank") {
  const auto read = gaps_of("Capital: {2:SAC:%100%Paris~%50%Marseille}");
  REQUIRE(read.cloze);
  CHECK(read.points == 2);
  CHECK(std::get<TextGap>(read.cloze->gaps[0].accepts).case_sensitive);
  CHECK(std::get<TextGap>(read.cloze->gaps[0].accepts).accepted.at("en") == std::vector<std::string>{"Paris"});
  REQUIRE(read.changes.size() == 1);
  CHECK(read.changes[0] ==
        "gap g1 (SAC): the answer 'Marseille' earns 50% in Moodle; a gap has no partial credit, so it earns nothing");
}

TEST_CASE("a numerical sub-question becomes a number gap with its tolerance; shared feedback is kept") {
  const auto read = gaps_of("{3:NM:=3.14:0.01#Pi~*#Pi}");
  REQUIRE(read.cloze);
  const auto& number = std::get<NumberGap>(read.cloze->gaps[0].accepts);
  CHECK(std::get<Tolerance>(number.accepted).value == 3.14);
  CHECK(std::get<Tolerance>(number.accepted).tolerance == 0.01);
  CHECK(read.cloze->gaps[0].points == 3);
  REQUIRE(read.cloze->gaps[0].feedback);
  CHECK(read.cloze->gaps[0].feedback->in("en").source == "Pi");
  CHECK(read.changes.empty());
}

TEST_CASE("what no gap can hold is refused with a reason") {
  CHECK(gaps_of("{1:MULTIRESPONSE:=a~=b~c}").refusal ==
        "gap g1 (MULTIRESPONSE) lets the learner tick several answers; a gap holds one answer");
  CHECK(gaps_of("{1:MC:=a~=b}").refusal == "gap g1 (MC) has 2 options worth 100%; a choice gap has exactly one");
  CHECK(gaps_of("{1:SA:%50%half}").refusal == "gap g1 (SA) has no answer worth 100%");
  CHECK(gaps_of("No gaps {1:SA_C:=x}").refusal == "its text holds no embedded answer Moodle reads");
}

TEST_CASE("layouts other than a drop-down and wildcards are reported") {
  const auto read = gaps_of("{1:MCV:=a~b} {1:SA:=Par*}");
  REQUIRE(read.cloze);
  REQUIRE(read.changes.size() == 2);
  CHECK(read.changes[0].find("vertical list of radio buttons") != std::string::npos);
  CHECK(read.changes[1].find("uses Moodle's * wildcard") != std::string::npos);
}
