// GIFT round trip: every kind and the escaping torture quiz, in every language, read back unchanged.
#include <catch2/catch.hpp>

#include "export/format_table.hpp"
#include "export/gift/gift_writer.hpp"
#include "formats/moodle/gift_compare.hpp"
#include "formats/moodle/gift_reader.hpp"
#include "support/every_kind_quiz.hpp"
#include "support/quiz_building.hpp"
#include "support/torture_quiz.hpp"

using namespace quizpack;

namespace {

std::string describe(const Diagnostics& diagnostics) {
  std::string out;
  for (const auto& d : diagnostics) out += d.message + "\n";
  return out;
}

}  // namespace

TEST_CASE("every kind survives the GIFT round trip in every language") {
  const Quiz quiz = test::every_form_quiz();
  for (const auto& lang : quiz.languages) {
    INFO("language " << lang);
    const auto output = write_gift(quiz, lang);
    REQUIRE(output.files.size() == 1);
    const auto read = read_gift(output.files[0].bytes);
    INFO(output.files[0].bytes);
    CHECK(describe(read.diagnostics).empty());
    // GIFT has no ordering question and no cloze of several gaps: each is left out with a warning naming it.
    std::vector<std::string> left_out;
    for (const auto& w : output.warnings)
      if (w.rule == "gift-kind") left_out.push_back(w.message.substr(0, w.message.find(':')));
    CHECK(left_out == std::vector<std::string>{"question q-order", "question q-cloze", "question q-order-positions"});
    REQUIRE(read.questions.size() == quiz.questions.size() - 3);
    CHECK(describe(compare_with_bank(quiz, lang, read)).empty());
  }
}

TEST_CASE("the escaping torture quiz survives the GIFT round trip in every language") {
  const Quiz quiz = test::torture_quiz();
  for (const auto& lang : quiz.languages) {
    INFO("language " << lang);
    const auto output = write_gift(quiz, lang);
    const auto read = read_gift(output.files[0].bytes);
    INFO(output.files[0].bytes);
    CHECK(describe(read.diagnostics).empty());
    CHECK(describe(compare_with_bank(quiz, lang, read)).empty());
  }
}

TEST_CASE("the gift format row re-reads its output and fails on a difference") {
  const Format* gift = find_format("gift");
  REQUIRE(gift != nullptr);
  CHECK(gift->suffix == "gift");
  CHECK(gift->scope == Scope::PerLanguage);
  const Quiz quiz = test::every_kind_quiz();
  const auto* text = std::get_if<TextFile>(&gift->writer);
  REQUIRE(text != nullptr);
  const auto ja = text->write(quiz, "ja");
  REQUIRE(ja.files.size() == 1);
  CHECK(text->read_back(quiz, "ja", ja.files[0].bytes).empty());

  // A bank that differs from what was written is caught by the row's read-back.
  const auto output = text->write(quiz, "en");
  Quiz changed = quiz;
  std::get<SingleChoice>(changed.questions[0].body).choices[1].correct = true;
  std::get<SingleChoice>(changed.questions[0].body).choices[0].correct = false;
  const auto differences = text->read_back(changed, "en", output.files[0].bytes);
  REQUIRE_FALSE(differences.empty());
  CHECK(differences[0].message.rfind("q.single: ", 0) == 0);
}

TEST_CASE("each kind is compared: a changed answer of any kind is a difference") {
  const Quiz quiz = test::every_form_quiz();
  const auto read = read_gift(write_gift(quiz, "en").files[0].bytes);
  auto differs = [&](auto change) {
    Quiz changed = quiz;
    change(changed);
    return !compare_with_bank(changed, "en", read).empty();
  };
  auto body = [](Quiz& q, const char* id) -> QuestionBody& { return q.questions[test::question_at(q, id)].body; };
  CHECK(differs([&](Quiz& q) { std::get<MultipleResponse>(body(q, "q-multi")).choices[3].correct = true; }));
  CHECK(differs([&](Quiz& q) { std::get<TrueFalse>(body(q, "q_tf")).answer = true; }));
  CHECK(differs([&](Quiz& q) { std::get<ShortAnswer>(body(q, "q-short")).accepted["en"].push_back("fp16"); }));
  CHECK(differs([&](Quiz& q) { std::get<Tolerance>(std::get<Numerical>(body(q, "q-num")).accepted).tolerance = 1; }));
  CHECK(differs([&](Quiz& q) { std::get<Range>(std::get<Numerical>(body(q, "q-range")).accepted).high = 30; }));
  CHECK(differs([&](Quiz& q) {
    auto& pairs = std::get<Matching>(body(q, "q-match")).pairs;
    std::swap(pairs[0].answer, pairs[1].answer);
  }));
  CHECK(differs([&](Quiz& q) { body(q, "q-essay") = Numerical{Tolerance{1, 0}}; }));
  CHECK(differs([](Quiz& q) { q.questions[0].explanation = test::texts({{"en", "Other."}}); }));
  CHECK(differs([](Quiz& q) { q.questions[0].id = "renamed"; }));
  CHECK(differs([](Quiz& q) { q.questions.erase(q.questions.begin() + test::question_at(q, "q-range")); }));
}

TEST_CASE("a difference names the question - the part - and both texts") {
  const Quiz quiz = test::every_kind_quiz();
  const auto read = read_gift(write_gift(quiz, "en").files[0].bytes);
  Quiz changed = quiz;
  auto& choices = std::get<SingleChoice>(changed.questions[0].body).choices;
  choices[1].text = test::texts({{"en", "fp32"}, {"ja", "fp32"}, {"ar", "fp32"}});
  choices[1].feedback = test::texts({{"en", "Other."}, {"ja", "Other."}, {"ar", "Other."}});
  const auto differences = compare_with_bank(changed, "en", read);
  REQUIRE(differences.size() == 2);
  CHECK(differences[0].message == "q.single: option b \"click\", expected \"fp32\"");
  CHECK(differences[1].message.rfind("q.single: feedback of b \"", 0) == 0);
  CHECK(differences[1].message.find("Not a link.") != std::string::npos);
  CHECK(differences[1].message.find("Other.") != std::string::npos);
}
