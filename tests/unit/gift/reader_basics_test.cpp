// GIFT reader on GIFT written by others: Moodle's grammar for every question type, escapes, formats, errors.
#include <catch2/catch.hpp>

#include "formats/moodle/gift_reader.hpp"

using namespace quizpack;

namespace {

GiftQuestion only(const std::string& gift) {
  const auto result = read_gift(gift);
  INFO(gift);
  REQUIRE_FALSE(result.has_errors());
  REQUIRE(result.questions.size() == 1);
  return result.questions[0];
}

}  // namespace

TEST_CASE("a multiple-choice question with a name - feedback and general feedback") {
  const auto q = only(
      "// a comment\n::Grant::Who is buried in Grant's tomb?{\n  ~Grant#No\n  =no one#Yes\n  ####Nobody is "
      "buried.\n}\n");
  CHECK(q.kind == GiftKind::MultipleChoice);
  CHECK(q.name == "Grant");
  CHECK(q.single);
  CHECK(q.stem.text == "Who is buried in Grant's tomb?");
  CHECK(q.stem.format == GiftFormat::Moodle);
  REQUIRE(q.answers.size() == 2);
  CHECK(q.answers[0].text.text == "Grant");
  CHECK(q.answers[0].fraction == 0);
  CHECK(q.answers[0].feedback.text == "No");
  CHECK(q.answers[1].fraction == 1);
  CHECK(q.general_feedback.text == "Nobody is buried.");
}

TEST_CASE("questions are separated by blank lines - comment-only blocks and CRLF line ends are fine") {
  const auto result = read_gift(
      "\xEF\xBB\xBF// header comment only\r\n\r\n::Q1:: 1+1=2 {T}\r\n\r\n\r\n// [id:q-two]\r\n::Q2::\r\nSky is "
      "green{F}\r\n");
  REQUIRE_FALSE(result.has_errors());
  REQUIRE(result.questions.size() == 2);
  CHECK(result.questions[0].name == "Q1");
  CHECK(result.questions[0].kind == GiftKind::TrueFalse);
  CHECK(result.questions[0].truth);
  CHECK(result.questions[0].stem.text == "1+1=2");
  CHECK(result.questions[1].idnumber == "q-two");
  CHECK(result.questions[1].stem.text == "Sky is green");
  CHECK_FALSE(result.questions[1].truth);
  CHECK(result.questions[1].location.line == 7);
}

TEST_CASE("old Mac files with CR line ends only are split on CR") {
  const auto result = read_gift("::A::x{T}\r\r::B::y{F}\r");
  REQUIRE(result.questions.size() == 2);
  CHECK(result.questions[1].name == "B");
}

TEST_CASE("true/false: {T} {TRUE} {F} {FALSE} with wrong- and right-answer feedback") {
  CHECK(only("a{TRUE}").truth);
  CHECK_FALSE(only("a{FALSE}").truth);
  const auto t = only("Is it?{T#Wrong, it is true.#Right, it is true.####General}");
  CHECK(t.truth);
  CHECK(t.feedback_false.text == "Wrong, it is true.");
  CHECK(t.feedback_true.text == "Right, it is true.");
  CHECK(t.general_feedback.text == "General");
  const auto f = only("Is it?{F#Wrong, false.#Right, false.}");
  CHECK_FALSE(f.truth);
  CHECK(f.feedback_true.text == "Wrong, false.");
  CHECK(f.feedback_false.text == "Right, false.");
}

TEST_CASE("numerical: value - value:tolerance - min..max - weights and wrong-answer feedback") {
  auto n = only("When was Grant born?{#1822:5}");
  CHECK(n.kind == GiftKind::Numerical);
  REQUIRE(n.numeric.size() == 1);
  CHECK(n.numeric[0].value == 1822);
  CHECK(n.numeric[0].tolerance == 5);
  n = only("::r::Between one and two{#1..2}");
  REQUIRE(n.numeric.size() == 1);
  CHECK(n.numeric[0].is_range);
  CHECK(n.numeric[0].low == 1);
  CHECK(n.numeric[0].high == 2);
  CHECK(n.numeric[0].value == 1.5);
  CHECK(n.numeric[0].tolerance == 0.5);
  n = only("Pi?{#3.14159}");
  CHECK(n.numeric[0].tolerance == 0);
  n = only("Grant?{#\n=1822:0#Exact\n=%50%1822:2#Close\n~#Wrong\n}");
  REQUIRE(n.numeric.size() == 3);
  CHECK(n.numeric[0].feedback.text == "Exact");
  CHECK(n.numeric[1].fraction == 0.5);
  CHECK(n.numeric[1].tolerance == 2);
  CHECK(n.numeric[2].any);
  CHECK(n.numeric[2].fraction == 0);
  CHECK(n.numeric[2].feedback.text == "Wrong");
  n = only("Negative?{#-3:0.5}");
  CHECK(n.numeric[0].value == -3);
}

TEST_CASE("short answer: several answers with weights - matching with '->' - essay - description") {
  const auto s = only("Who's buried in Grant's tomb?{=Grant =%50%Ulysses Grant#Half =no one}");
  CHECK(s.kind == GiftKind::ShortAnswer);
  REQUIRE(s.answers.size() == 3);
  CHECK(s.answers[1].text.text == "Ulysses Grant");
  CHECK(s.answers[1].fraction == 0.5);
  CHECK(s.answers[1].feedback.text == "Half");
  CHECK(s.answers[2].fraction == 1);

  const auto m = only("Match capitals.{\n=Canada -> Ottawa\n=Italy -> Rome\n= -> Paris\n}");
  CHECK(m.kind == GiftKind::Matching);
  REQUIRE(m.pairs.size() == 3);
  CHECK(m.pairs[0].prompt.text == "Canada");
  CHECK(m.pairs[0].answer == "Ottawa");
  CHECK(m.pairs[2].prompt.text.empty());
  CHECK(m.pairs[2].answer == "Paris");

  CHECK(only("Write about Grant.{}").kind == GiftKind::Essay);
  CHECK(only("Write about Grant.{####Look for dates.}").general_feedback.text == "Look for dates.");
  CHECK(only("Just text, no answers.").kind == GiftKind::Description);
}

TEST_CASE("multiple response: ~%n% weights - negative and fractional") {
  const auto q = only("Pick two{~%50%A ~%50%B ~%-100%C ~%33.33333%D}");
  CHECK(q.kind == GiftKind::MultipleChoice);
  CHECK_FALSE(q.single);
  REQUIRE(q.answers.size() == 4);
  CHECK(q.answers[0].fraction == 0.5);
  CHECK(q.answers[2].fraction == -1);
  CHECK(q.answers[3].fraction == Approx(0.3333333));
}

TEST_CASE("missing-word format puts a blank where the answers were") {
  const auto q = only("Grant is {~buried =entombed ~living} in Grant's tomb.");
  CHECK(q.kind == GiftKind::MultipleChoice);
  CHECK(q.stem.text == "Grant is _____ in Grant's tomb.");
}

TEST_CASE("format markers html markdown plain moodle - and answers default to the stem format") {
  const auto q = only("::n::[html]<p>Pick <b>one</b></p>{=[moodle]plain one ~<i>two</i>####[markdown]*why*}");
  CHECK(q.stem.format == GiftFormat::Html);
  CHECK(q.stem.text == "<p>Pick <b>one</b></p>");
  CHECK(q.answers[0].text.format == GiftFormat::Moodle);
  CHECK(q.answers[1].text.format == GiftFormat::Html);
  CHECK(q.general_feedback.format == GiftFormat::Markdown);
  CHECK(q.general_feedback.text == "*why*");
  CHECK(only("[plain]a < b{T}").stem.format == GiftFormat::Plain);
  // An unknown marker is text.
  CHECK(only("[rtf]x{T}").stem.text == "[rtf]x");
}

TEST_CASE("escaped specials are text - never syntax") {
  const auto q = only("::a\\:b::x \\{y\\} \\= \\~ \\# \\\\ \\n z{=p\\=q\\#r#fb\\:1 ~s\\~t}");
  CHECK(q.name == "a:b");
  CHECK(q.stem.text == "x {y} = ~ # \\ \n z");
  REQUIRE(q.answers.size() == 2);
  CHECK(q.answers[0].text.text == "p=q#r");
  CHECK(q.answers[0].feedback.text == "fb:1");
  CHECK(q.answers[1].text.text == "s~t");
  // \\ then a special: a literal backslash followed by live syntax.
  const auto n = only("Escapes\\\\{#2:1}");
  CHECK(n.stem.text == "Escapes\\");
  CHECK(n.numeric[0].tolerance == 1);
}

TEST_CASE("a question without ::name:: is named after its text - $CATEGORY applies to what follows") {
  const auto result = read_gift("$CATEGORY: $course$/top/Capitals\n\nWhat is the capital of France?{=Paris}\n");
  REQUIRE(result.questions.size() == 1);
  CHECK(result.questions[0].category == "$course$/top/Capitals");
  CHECK(result.questions[0].name == "What is the capital of France?");
}

TEST_CASE("Japanese - Hindi and right-to-left text pass through unchanged") {
  const auto q = only("::日本::首都は？{=東京#正解 ~大阪}\n");
  CHECK(q.name == "日本");
  CHECK(q.answers[0].text.text == "東京");
  CHECK(q.answers[0].feedback.text == "正解");
  CHECK(only("भारत की राजधानी?{=नई दिल्ली}").answers[0].text.text == "नई दिल्ली");
  CHECK(only("عاصمة مصر؟{=القاهرة}").answers[0].text.text == "القاهرة");
}

TEST_CASE("bad GIFT gives errors at line:column and reading goes on") {
  const auto result = read_gift(
      "::ok::Fine{T}\n\n::bad::\n  Missing close {=a\n\n::one::Only one{~a}\n\n::m::Pairs{=a->b "
      "=c}\n\n::n::{#1:x}\n\n::o::Fine too{F}\n",
      "bank.gift");
  REQUIRE(result.questions.size() == 2);
  CHECK(result.questions[1].name == "o");
  REQUIRE(result.diagnostics.size() == 4);
  const auto& missing = result.diagnostics[0];
  CHECK(missing.severity == Severity::Error);
  CHECK(missing.location.file == "bank.gift");
  CHECK(missing.location.line == 4);
  CHECK(missing.location.column == 17);
  CHECK(missing.message.find("'{'") != std::string::npos);
  CHECK(result.diagnostics[1].location.line == 6);
  CHECK(result.diagnostics[1].message.find("at least 2") != std::string::npos);
  CHECK(result.diagnostics[2].location.line == 8);
  CHECK(result.diagnostics[2].location.column == 19);
  CHECK(result.diagnostics[2].message.find("->") != std::string::npos);
  CHECK(result.diagnostics[3].location.line == 10);
  CHECK(result.diagnostics[3].message.find("tolerance") != std::string::npos);
}

TEST_CASE("a closing brace before the opening one - and a stray closing brace - are errors") {
  auto result = read_gift("a } b { c");
  REQUIRE(result.diagnostics.size() == 1);
  CHECK(result.diagnostics[0].location.column == 3);
  result = read_gift("x\ny }");
  REQUIRE(result.diagnostics.size() == 1);
  CHECK(result.diagnostics[0].location.line == 2);
  CHECK(result.diagnostics[0].location.column == 3);
}

TEST_CASE("placeholder-like text - lone backslashes - escaped #### - and tags in names read as in Moodle") {
  const auto typed = only("Typed &&058; and &&092; stay{=a&&061;b}");
  CHECK(typed.stem.text == "Typed : and \\ stay");
  CHECK(typed.name == "Typed : and \\ stay");
  CHECK(typed.answers[0].text.text == "a=b");
  const auto lone = only("Lone \\x and a trailing slash\\");
  CHECK(lone.kind == GiftKind::Description);
  CHECK(lone.stem.text == "Lone \\x and a trailing slash\\");
  const auto general = only("::n::Q{=a ####first \\#### second ####last}");
  CHECK(general.general_feedback.text == "last");
  REQUIRE(general.answers.size() == 1);
  CHECK(general.answers[0].feedback.text == "###first #### second");
  CHECK(only("::<b>Bold</b> name::Q{T}").name == "Bold name");
  CHECK(only("::  spaced name  ::Q{T}").name == "spaced name");
  CHECK(clean_question_name(std::string_view(" <i>a</i> b ")) == "a b");
}

TEST_CASE("columns count the source characters of escapes") {
  const auto result = read_gift("x \\= \\\\ y }");
  REQUIRE(result.diagnostics.size() == 1);
  CHECK(result.diagnostics[0].location.line == 1);
  CHECK(result.diagnostics[0].location.column == 11);
}

TEST_CASE("the id comes from the first [id:...] comment - and ends with its line") {
  const auto result = read_gift("// first\n// [id:a\\]b] more\n// [id:later]\nQ{T}\n\n// [id:open\n// end]\nR{T}\n");
  REQUIRE(result.questions.size() == 2);
  CHECK(result.questions[0].idnumber == "a]b");
  CHECK(result.questions[1].idnumber.empty());
}
