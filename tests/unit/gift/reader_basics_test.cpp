// GIFT reader: Moodle's grammar on hand-written GIFT (comments, names, formats, every answer kind).
#include <catch2/catch.hpp>

#include "import/gift/gift_reader.hpp"

using namespace quizpack;

TEST_CASE("a multiple-choice question with a name, feedback and general feedback") {
  const auto result = read_gift("// a comment\n::Grant::Who is buried in Grant's tomb?{\n  ~Grant#No\n  =no one#Yes\n  ####Nobody is buried.\n}\n");
  REQUIRE_FALSE(result.has_errors());
  REQUIRE(result.questions.size() == 1);
  const auto& q = result.questions[0];
  CHECK(q.kind == GiftKind::MultipleChoice);
  CHECK(q.name == "Grant");
  CHECK(q.single);
  CHECK(q.stem.text == "Who is buried in Grant's tomb?");
  REQUIRE(q.answers.size() == 2);
  CHECK(q.answers[0].text.text == "Grant");
  CHECK(q.answers[0].fraction == 0);
  CHECK(q.answers[0].feedback.text == "No");
  CHECK(q.answers[1].fraction == 1);
  CHECK(q.general_feedback.text == "Nobody is buried.");
}
