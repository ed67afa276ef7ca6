// GIFT writer: the exact text for each kind, escaping, format markers, weights and warnings.
#include <catch2/catch.hpp>

#include "export/gift/gift_writer.hpp"
#include "formats/moodle/gift_compare.hpp"
#include "formats/moodle/gift_escape.hpp"
#include "formats/moodle/gift_reader.hpp"
#include "formats/moodle/moodle_fractions.hpp"
#include "support/every_kind_quiz.hpp"
#include "support/quiz_building.hpp"
#include "support/torture_quiz.hpp"

using namespace quizpack;

namespace {

// The GIFT of a one-question quiz in English, without the header and category.
std::string question_gift(Question q, Diagnostics* warnings = nullptr) {
  Quiz quiz = test::empty_quiz("one", {"en"});
  quiz.title = test::texts({{"en", "One"}});
  quiz.shuffle.choices = true;  // gift-shuffle is tested in losses_test.cpp
  quiz.questions.push_back(std::move(q));
  WriterOutput output = write_gift(quiz, "en");
  if (warnings) *warnings = output.warnings;
  const std::string& all = output.files[0].bytes;
  return all.substr(all.find("// [id:"));
}

bool has_rule(const Diagnostics& warnings, const std::string& rule) {
  for (const auto& w : warnings)
    if (w.rule == rule) return true;
  return false;
}

}  // namespace

TEST_CASE("escape_gift escapes every special character and line breaks") {
  CHECK(escape_gift("a~b=c#d{e}f:g\\h\ni\r\nj") == "a\\~b\\=c\\#d\\{e\\}f\\:g\\\\h\\ni\\nj");
  CHECK(escape_gift("東京 नई القاهرة") == "東京 नई القاهرة");
}

TEST_CASE("the file starts with a comment and a $CATEGORY per quiz - UTF-8 without BOM") {
  Quiz quiz = test::every_kind_quiz();
  const std::string gift = write_gift(quiz, "ja").files[0].bytes;
  CHECK(gift.rfind("// every-kind 1.0.0 (ja)", 0) == 0);
  CHECK(gift.find("\n\n$CATEGORY: $course$/top/すべての種類\n\n") != std::string::npos);
}

TEST_CASE("single choice: = and ~ - per-option feedback - general feedback - ::title::") {
  SingleChoice body;
  body.choices = {test::choice("a", test::texts({{"en", "Yes"}}), true, test::texts({{"en", "Good"}})),
                  test::choice("b", test::texts({{"en", "No"}}), false)};
  Question q = test::question("q1", test::texts({{"en", "Really?"}}), test::texts({{"en", "Because."}}), body);
  q.title = test::texts({{"en", "A title: yes"}});
  CHECK(question_gift(q) == "// [id:q1]\n::A title\\: yes::Really?{\n\t=Yes#Good\n\t~No\n\t####Because.\n}\n\n");
}

TEST_CASE("markup goes as html - parts in another format than the stem get their own marker") {
  SingleChoice body;
  body.choices = {test::choice("a", test::texts({{"en", "`x`"}}), true),
                  test::choice("b", test::texts({{"en", "y"}}), false)};
  const Question q =
      test::question("q", test::texts({{"en", "Pick **one**"}}), test::texts({{"en", "*Why*: see"}}), body);
  CHECK(question_gift(q) ==
        "// [id:q]\n::q::[html]<p>Pick <strong>one</strong></p>{\n\t=<code>x</code>\n\t~[moodle]y\n"
        "\t####<p><em>Why</em>\\: see</p>\n}\n\n");
}

TEST_CASE("a plain text with less-than, greater-than or & goes as escaped HTML so Moodle does not read it as HTML") {
  TrueFalse body;
  const Question q =
      test::question("q", test::texts({{"en", "Is a <b> tag & text?"}}), test::texts({{"en", ""}}), body);
  CHECK(question_gift(q) == "// [id:q]\n::q::[html]<p>Is a &lt;b&gt; tag &amp; text?</p>{\n\tTRUE\n}\n\n");
}

TEST_CASE("multiple response: ~%n% weights from Moodle's grade list - right minus wrong") {
  MultipleResponse body;
  body.choices = {
      test::choice("a", test::texts({{"en", "A"}}), true), test::choice("b", test::texts({{"en", "B"}}), true),
      test::choice("c", test::texts({{"en", "C"}}), true), test::choice("d", test::texts({{"en", "D"}}), false)};
  Diagnostics warnings;
  CHECK(question_gift(test::question("q", test::texts({{"en", "Pick"}}), test::texts({{"en", ""}}), body), &warnings) ==
        "// [id:q]\n::q::Pick{\n\t~%33.33333%A\n\t~%33.33333%B\n\t~%33.33333%C\n\t~%-33.33333%D\n}\n\n");
  CHECK(warnings.empty());

  body.partial_credit = PartialCredit::AllOrNothing;
  CHECK(question_gift(test::question("q", test::texts({{"en", "Pick"}}), test::texts({{"en", ""}}), body), &warnings)
            .find("\t~%-100%D\n") != std::string::npos);
  REQUIRE(warnings.size() == 1);
  CHECK(warnings[0].rule == "gift-grading");
  CHECK(warnings[0].message.rfind("question q: all-or-nothing", 0) == 0);
}

TEST_CASE("weights: 1/k for k = 1..10 and 20 are Moodle grades - other k spread listed grades to 100%") {
  for (int k : {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 20}) {
    INFO("k = " << k);
    MultipleResponse body;
    for (int i = 0; i < k; ++i) body.choices.push_back(test::choice("c", {}, true));
    body.choices.push_back(test::choice("w", {}, false));
    const auto fractions = multiple_response_fractions(body);
    CHECK(fractions.problems.empty());
    double sum = 0;
    for (int i = 0; i < k; ++i) sum += fractions.fractions[static_cast<std::size_t>(i)];
    CHECK(sum == Approx(1.0).margin(0.005));
    CHECK(fractions.fractions.back() == Approx(-1.0 / k).margin(1e-5));
    for (double f : fractions.fractions) CHECK(is_moodle_fraction(f));
  }
  for (int k : {11, 12, 13, 17, 19}) {
    INFO("k = " << k);
    MultipleResponse body;
    for (int i = 0; i < k; ++i) body.choices.push_back(test::choice("c", {}, true));
    const auto fractions = multiple_response_fractions(body);
    REQUIRE(fractions.problems.size() == 1);
    double sum = 0;
    for (double f : fractions.fractions) {
      CHECK(is_moodle_fraction(f));
      sum += f;
    }
    CHECK(sum == Approx(1.0).margin(0.005));
  }
  MultipleResponse many;
  for (int i = 0; i < 21; ++i) many.choices.push_back(test::choice("c", {}, true));
  const auto fractions = multiple_response_fractions(many);
  REQUIRE(fractions.problems.size() == 1);
  CHECK(fractions.problems[0].find("not 100%") != std::string::npos);
  CHECK(percent_text(0.3333333) == "33.33333");
  CHECK(percent_text(-1) == "-100");
  CHECK(percent_text(0.125) == "12.5");
}

TEST_CASE("true/false: the answer - then wrong-answer and right-answer feedback") {
  TrueFalse body;
  body.answer = false;
  body.feedback_true = test::texts({{"en", "Wrong"}});
  body.feedback_false = test::texts({{"en", "Right"}});
  CHECK(question_gift(test::question("q", test::texts({{"en", "S"}}), test::texts({{"en", "E"}}), body)) ==
        "// [id:q]\n::q::S{\n\tFALSE#Wrong#Right\n\t####E\n}\n\n");
  body.answer = true;
  body.feedback_true = test::texts({{"en", "Right"}});
  body.feedback_false.reset();
  CHECK(question_gift(test::question("q", test::texts({{"en", "S"}}), test::texts({{"en", ""}}), body)) ==
        "// [id:q]\n::q::S{\n\tTRUE##Right\n}\n\n");
}

TEST_CASE("short answer: one =answer each - 'star' kept literal - case sensitivity and '->' are warned about") {
  ShortAnswer body;
  body.case_sensitive = true;
  body.accepted = {{"en", {"a*b", "%5%", "[x]", "p -> q"}}};
  Diagnostics warnings;
  CHECK(question_gift(test::question("q", test::texts({{"en", "S"}}), test::texts({{"en", ""}}), body), &warnings) ==
        "// [id:q]\n::q::S{\n\t=a\\\\*b\n\t=%100%%5%\n\t=[moodle][x]\n}\n\n");
  CHECK(has_rule(warnings, "gift-case"));
  CHECK(has_rule(warnings, "gift-answer"));

  body.accepted = {{"en", {"p -> q"}}};
  Quiz quiz = test::empty_quiz("one", {"en"});
  quiz.title = test::texts({{"en", "One"}});
  quiz.questions.push_back(test::question("q", test::texts({{"en", "S"}}), test::texts({{"en", ""}}), body));
  const auto output = write_gift(quiz, "en");
  CHECK(output.files[0].bytes.find("[id:q]") == std::string::npos);
  CHECK(has_rule(output.warnings, "gift-answer"));
}

TEST_CASE("numerical: {#value} - {#value:tolerance} - {#min..max} with shortest plain decimals") {
  auto gift = [](Numerical body) {
    return question_gift(test::question("q", test::texts({{"en", "N"}}), test::texts({{"en", ""}}), body));
  };
  CHECK(gift(Numerical{Tolerance{42, 0}}) == "// [id:q]\n::q::N{#\n\t=42\n}\n\n");
  CHECK(gift(Numerical{Tolerance{0.1, 0.05}}) == "// [id:q]\n::q::N{#\n\t=0.1:0.05\n}\n\n");
  CHECK(gift(Numerical{Range{-2.5, 1e-7}}) == "// [id:q]\n::q::N{#\n\t=-2.5..0.0000001\n}\n\n");
}

TEST_CASE("matching: =prompt -> answer - extra answers as = -> answer - markup in answers is warned about") {
  Matching body;
  body.pairs = {{"p", test::texts({{"en", "x -> y"}}), test::texts({{"en", "**one**"}})},
                {"q", test::texts({{"en", "two"}}), test::texts({{"en", "2"}})}};
  body.distractors = {{"d", test::texts({{"en", "three"}})}};
  Diagnostics warnings;
  CHECK(question_gift(test::question("q", test::texts({{"en", "M"}}), test::texts({{"en", ""}}), body), &warnings) ==
        "// [id:q]\n::q::M{\n\t=[html]x -&gt; y -> one\n\t=two -> 2\n\t= -> three\n}\n\n");
  CHECK(has_rule(warnings, "gift-markup"));
}

TEST_CASE("essay: {} with general feedback - grader info and images are warned about - alt text kept") {
  Essay body;
  body.grader_info = test::texts({{"en", "Grade kindly"}});
  Diagnostics warnings;
  CHECK(question_gift(test::question("q", test::texts({{"en", "Draw ![a cat](media/cat.png)"}}),
                                     test::texts({{"en", "G"}}), body),
                      &warnings) == "// [id:q]\n::q::Draw a cat{\n\t####G\n}\n\n");
  CHECK(has_rule(warnings, "gift-grader-info"));
  REQUIRE(has_rule(warnings, "gift-image"));
  for (const auto& w : warnings)
    if (w.rule == "gift-image")
      CHECK(w.message == "question q: stem: image media/cat.png cannot be carried by GIFT; its alt text is kept");
}

TEST_CASE("the writer is pure: the same quiz gives the same bytes") {
  const Quiz quiz = test::torture_quiz();
  CHECK(write_gift(quiz, "hi").files[0].bytes == write_gift(quiz, "hi").files[0].bytes);
}

TEST_CASE("numerical: very large and very small numbers are written without an exponent") {
  auto gift = [](Numerical body) {
    return question_gift(test::question("q", test::texts({{"en", "N"}}), test::texts({{"en", ""}}), body));
  };
  CHECK(gift(Numerical{Tolerance{6.022e23, 1e20}}) ==
        "// [id:q]\n::q::N{#\n\t=602200000000000000000000:100000000000000000000\n}\n\n");
  CHECK(gift(Numerical{Tolerance{0.375, 5e-4}}) == "// [id:q]\n::q::N{#\n\t=0.375:0.0005\n}\n\n");
  CHECK(gift(Numerical{Range{0.95e-14, 1.05e-14}}) ==
        "// [id:q]\n::q::N{#\n\t=0.0000000000000095..0.0000000000000105\n}\n\n");
}

TEST_CASE("links open outside the quiz, as in the player - and the GIFT reads back the same") {
  const Question q = test::question("q", test::texts({{"en", "See [the docs](https://example.org/a)."}}),
                                    test::texts({{"en", ""}}), TrueFalse{});
  CHECK(question_gift(q) ==
        "// [id:q]\n::q::[html]<p>See <a href\\=\"https\\://example.org/a\" target\\=\"_blank\" "
        "rel\\=\"noopener noreferrer\">the docs</a>.</p>{\n\tTRUE\n}\n\n");
  Quiz quiz = test::empty_quiz("one", {"en"});
  quiz.title = test::texts({{"en", "One"}});
  quiz.questions.push_back(q);
  const auto read = read_gift(write_gift(quiz, "en").files.at(0).bytes);
  CHECK(read.diagnostics.empty());
  CHECK(compare_with_bank(quiz, "en", read).empty());
}

TEST_CASE("a stem holding Moodle's missing-word blank gets the answer block in its place, and reads back the same") {
  SingleChoice body;
  body.choices = {test::choice("a", test::texts({{"en", "entombed"}}), true),
                  test::choice("b", test::texts({{"en", "buried"}}), false)};
  const auto gift_of = [&](const std::string& stem) {
    return question_gift(test::question("q1", test::texts({{"en", stem}}), test::texts({{"en", "Because."}}), body));
  };
  const std::string block = "{\n\t=entombed\n\t~buried\n\t####Because.\n}";
  const std::string plain = gift_of("Grant is \\_\\_\\_\\_\\_ in the tomb.");
  CHECK(plain == "// [id:q1]\n::q1::Grant is " + block + " in the tomb.\n\n");
  const std::string html = gift_of("Grant is \\_\\_\\_\\_\\_ in **the** tomb.");
  CHECK(html ==
        "// [id:q1]\n::q1::[html]<p>Grant is {\n\t=[moodle]entombed\n\t~[moodle]buried\n\t####[moodle]Because.\n} in "
        "<strong>the</strong> tomb.</p>\n\n");
  const auto read = read_gift(plain + html);
  REQUIRE(read.questions.size() == 2);
  CHECK(read.questions[0].stem.text == "Grant is _____ in the tomb.");
  CHECK(read.questions[1].stem.text == "<p>Grant is _____ in <strong>the</strong> tomb.</p>");
  CHECK(read.questions[0].answers.size() == 2);

  // A blank with nothing after it, or a longer run of underscores, is text: the block follows the stem.
  CHECK(gift_of("Grant is \\_\\_\\_\\_\\_") == "// [id:q1]\n::q1::Grant is _____" + block + "\n\n");
  CHECK(gift_of("Grant is \\_\\_\\_\\_\\_\\_ here.") == "// [id:q1]\n::q1::Grant is ______ here." + block + "\n\n");
}
