// The pseudo language's interface texts: the source language's "ui" texts pseudo-localised, placeholders kept.
#include <catch2/catch.hpp>

#include <string>

#include "formats/xliff/pseudo_quiz.hpp"
#include "load/load_bank.hpp"
#include "support/source_dir.hpp"

using namespace quizpack;

TEST_CASE("the pseudo language gets the source's ui texts pseudo-localised, placeholders and true/false kept") {
  auto loaded = load_banks({quizpack::test::source_path("tests/validate/cases/ui-language-override/quiz.json")});
  REQUIRE_FALSE(loaded.has_errors());
  Quiz quiz = loaded.quizzes.front();
  quiz.ui.at("en").set("progress", UiText{"Item {k} of {n}", {}});
  UiText points;
  points.plural.set("one", "{points} pt");
  points.plural.set("other", "{points} pts");
  quiz.ui.at("en").set("points", points);
  quiz.ui.at("en").set("trueLabel", UiText{"Yes", {}});
  add_pseudo_language(quiz);
  const UiTexts& pseudo = quiz.ui.at("en-XA");
  CHECK(pseudo.at("start").text == "[Ɓéĝíñ ţĥé ǫúíž ~~~~~]");
  const std::string& progress = pseudo.at("progress").text;
  CHECK(progress.starts_with("[Îţéɱ {k} óƒ {n}"));
  const std::string& other = pseudo.at("points").plural.at("other");
  CHECK(other.starts_with("[{points} "));
  CHECK(other.find("pts") == std::string::npos);
  CHECK(pseudo.at("trueLabel").text == "Yes");
  CHECK(quiz.ui.at("en").at("start").text == "Begin the quiz");
}
