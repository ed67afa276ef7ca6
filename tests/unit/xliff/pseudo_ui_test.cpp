// The pseudo language's interface texts: the source language's "ui" texts pseudo-localised, placeholders kept.
#include <catch2/catch.hpp>

#include <string>

#include "formats/xliff/pseudo_quiz.hpp"
#include "load/load_bank.hpp"
#include "support/quiz_building.hpp"
#include "support/source_dir.hpp"
#include "text/html.hpp"
#include "text/plain_text.hpp"
#include "text/true_false_words.hpp"

using namespace quizpack;

TEST_CASE("the pseudo language gets the source's ui texts and true/false words pseudo-localised, placeholders kept") {
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
  CHECK(pseudo.at("trueLabel").text == "[Ýéš ~~]");
  CHECK(pseudo.at("falseLabel").text == "[Ƒáļšé ~~]");
  CHECK(quiz.ui.at("en").at("start").text == "Begin the quiz");
}

TEST_CASE("a bank without ui texts gets the table's true/false words pseudo-localised in the pseudo language") {
  Quiz quiz = quizpack::test::empty_quiz("tf", {"en"});
  quiz.title = quizpack::test::texts({{"en", "T"}});
  quiz.description = quizpack::test::texts({{"en", "D"}});
  add_pseudo_language(quiz);
  CHECK(true_false_words(quiz, "en-XA").true_word == "[Ţŕúé ~~]");
  CHECK(true_false_words(quiz, "en-XA").false_word == "[Ƒáļšé ~~]");
  CHECK(true_false_words(quiz, "en").true_word == "True");
}

TEST_CASE("a text Markdown codes cannot carry (a list, raw HTML) is pseudo-localised on its tree, code untouched") {
  Quiz quiz = quizpack::test::empty_quiz("tree", {"en"});
  quiz.title = quizpack::test::texts({{"en", "T"}});
  quiz.description = quizpack::test::texts({{"en", "D"}});
  quiz.questions.push_back(quizpack::test::question(
      "q", quizpack::test::texts({{"en", "Cover:\n\n- the `amp` API;\n- [docs](https://example.org \"Docs\")"}}),
      quizpack::test::texts({{"en", "Show <b>bold</b> as text."}}), Essay{}));
  add_pseudo_language(quiz);
  const Question& q = quiz.questions.front();
  CHECK(render_html(q.stem.in("en-XA")) ==
        "<p>[Çóṽéŕ:</p><ul><li>ţĥé <code>amp</code> ÅÞÎ;</li><li><a href=\"https://example.org\" "
        "title=\"Ðóçš\">ðóçš</a> ~~~~~~~]</li></ul>");
  CHECK(plain_text(q.explanation->in("en-XA")) == "[Šĥóŵ <ƀ>ƀóļð</ƀ> áš ţéẋţ. ~~~~~~~~~]");
  CHECK(q.stem.in("en-XA").source.empty());
  CHECK(render_html(q.stem.in("en")).find("Cover:") != std::string::npos);
}
