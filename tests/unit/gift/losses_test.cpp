// GIFT writer: what GIFT cannot say (points, keeping the option order, long names) is warned, naming the question.
#include <catch2/catch.hpp>

#include <string>

#include "export/gift/gift_writer.hpp"
#include "support/quiz_building.hpp"

using namespace quizpack;

namespace {

Quiz one_question_quiz(Question q) {
  Quiz quiz = test::empty_quiz("one", {"en"});
  quiz.title = test::texts({{"en", "One"}});
  quiz.questions.push_back(std::move(q));
  return quiz;
}

Question single_choice(const char* id) {
  SingleChoice body;
  body.choices = {test::choice("a", test::texts({{"en", "Yes"}}), true),
                  test::choice("b", test::texts({{"en", "No"}}), false)};
  return test::question(id, test::texts({{"en", "Really?"}}), test::texts({{"en", ""}}), body);
}

// The messages of the warnings with `rule`.
std::vector<std::string> messages(const Diagnostics& warnings, const std::string& rule) {
  std::vector<std::string> out;
  for (const auto& w : warnings)
    if (w.rule == rule) out.push_back(w.message);
  return out;
}

}  // namespace

TEST_CASE("GIFT warns that a question's points other than 1 become 1 in Moodle") {
  Question two = single_choice("worth-two");
  two.points = 2;
  Quiz quiz = one_question_quiz(two);
  quiz.shuffle.choices = true;
  quiz.questions.push_back(single_choice("worth-one"));
  const auto warnings = messages(write_gift(quiz, "en").warnings, "gift-points");
  REQUIRE(warnings.size() == 1);
  CHECK(warnings[0].rfind("question worth-two: ", 0) == 0);
  CHECK(warnings[0].find("GIFT") != std::string::npos);
  CHECK(warnings[0].find("2 points") != std::string::npos);
}

TEST_CASE("GIFT warns that options kept in order are shuffled by Moodle's default") {
  Quiz quiz = one_question_quiz(single_choice("ordered"));
  quiz.shuffle.choices = false;
  TrueFalse tf;
  tf.answer = true;
  quiz.questions.push_back(test::question("tf", test::texts({{"en", "T?"}}), test::texts({{"en", ""}}), tf));
  const auto warnings = messages(write_gift(quiz, "en").warnings, "gift-shuffle");
  REQUIRE(warnings.size() == 1);
  CHECK(warnings[0].rfind("question ordered: ", 0) == 0);
  CHECK(warnings[0].find("GIFT") != std::string::npos);

  quiz.shuffle.choices = true;
  CHECK(messages(write_gift(quiz, "en").warnings, "gift-shuffle").empty());
}

TEST_CASE("GIFT writes the question id as the name when Moodle would cut the title, and warns") {
  Question q = single_choice("long-title");
  const std::string title(256, 'x');
  q.title = test::texts({{"en", title.c_str()}});
  Quiz quiz = one_question_quiz(q);
  quiz.shuffle.choices = true;
  const auto output = write_gift(quiz, "en");
  CHECK(output.files[0].bytes.find("::long-title::Really?") != std::string::npos);
  const auto warnings = messages(output.warnings, "gift-name-length");
  REQUIRE(warnings.size() == 1);
  CHECK(warnings[0].rfind("question long-title: ", 0) == 0);

  const std::string fits(255, 'x');
  quiz.questions[0].title = test::texts({{"en", fits.c_str()}});
  const auto kept = write_gift(quiz, "en");
  CHECK(kept.files[0].bytes.find("::" + fits + "::") != std::string::npos);
  CHECK(messages(kept.warnings, "gift-name-length").empty());

  std::string wide;
  for (int i = 0; i < 255; ++i) wide += "字";  // 765 bytes, 255 characters as Moodle counts them
  quiz.questions[0].title = test::texts({{"en", wide.c_str()}});
  CHECK(messages(write_gift(quiz, "en").warnings, "gift-name-length").empty());
}
