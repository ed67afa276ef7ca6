// SCORM interaction warnings: essays awaiting a grader, numbers beyond SCORM 2004's real(10,7).
#include <catch2/catch.hpp>

#include "export/scorm/interaction_warnings.hpp"
#include "support/quiz_building.hpp"

namespace quizpack {
namespace {

Quiz quiz_with(QuestionBody body) {
  Quiz quiz = test::empty_quiz("q", {"en"});
  quiz.questions.push_back(test::question("n", test::texts({{"en", "N"}}), test::texts({{"en", ""}}), std::move(body)));
  return quiz;
}

std::vector<std::string> rules(const Diagnostics& warnings) {
  std::vector<std::string> out;
  for (const auto& w : warnings) out.push_back(w.rule);
  return out;
}

}  // namespace

TEST_CASE("fits_scorm2004_real: 10 integer digits and 18 fraction digits at most") {
  CHECK(fits_scorm2004_real(9999999999));
  CHECK_FALSE(fits_scorm2004_real(10000000000));
  CHECK(fits_scorm2004_real(1e-14));
  CHECK(fits_scorm2004_real(-0.000000000000000001));
  CHECK_FALSE(fits_scorm2004_real(1e-19));
  CHECK_FALSE(fits_scorm2004_real(6.022e23));
}

TEST_CASE("a numerical question beyond real(10,7) is warned about for SCORM 2004 only") {
  const Quiz large = quiz_with(Numerical{Tolerance{6.022e23, 1e20}});
  CHECK(rules(interaction_warnings(large, "en", ScormVersion::V2004)) ==
        std::vector<std::string>{"scorm2004-numeric-as-other"});
  CHECK(interaction_warnings(large, "en", ScormVersion::V12).empty());
  CHECK(interaction_warnings(quiz_with(Numerical{Range{0.95e-14, 1.05e-14}}), "en", ScormVersion::V2004).empty());
}

TEST_CASE("an essay is warned about as awaiting a grader in both versions, naming the question") {
  const Quiz quiz = quiz_with(Essay{});
  for (const auto version : {ScormVersion::V12, ScormVersion::V2004}) {
    const Diagnostics warnings = interaction_warnings(quiz, "en", version);
    REQUIRE(rules(warnings) == std::vector<std::string>{"scorm-essay-pending"});
    CHECK(warnings.front().message.find("question n:") == 0);
  }
}

TEST_CASE("an accepted answer over 255 characters is a SCORM 1.2 warning naming the question") {
  ShortAnswer body;
  body.accepted["en"] = {"short", std::string(256, 'x')};
  body.accepted["de"] = {"kurz"};
  Quiz quiz = quiz_with(body);
  quiz.languages = {"en", "de"};
  const Diagnostics warnings = interaction_warnings(quiz, "en", ScormVersion::V12);
  REQUIRE(rules(warnings) == std::vector<std::string>{"scorm12-length-limit"});
  CHECK(warnings.front().message.find("question n: the accepted answer of 256 characters") == 0);
  CHECK(interaction_warnings(quiz, "de", ScormVersion::V12).empty());
  CHECK(interaction_warnings(quiz, "en", ScormVersion::V2004).empty());
  body.accepted["en"] = {std::string(255, 'x'), "\u00e9" + std::string(254, 'x')};
  CHECK(interaction_warnings(quiz_with(body), "en", ScormVersion::V12).empty());
}

TEST_CASE("correct option ids over 255 characters are a SCORM 1.2 warning once the player records ids") {
  MultipleResponse body;
  for (int i = 0; i < 40; ++i)
    body.choices.push_back({"option-" + std::to_string(i), test::texts({{"en", "o"}}), true, {}});
  CHECK(rules(interaction_warnings(quiz_with(body), "en", ScormVersion::V12)) ==
        std::vector<std::string>{"scorm12-length-limit"});
  body.choices.resize(36);
  CHECK(interaction_warnings(quiz_with(body), "en", ScormVersion::V12).empty());
}

}  // namespace quizpack
