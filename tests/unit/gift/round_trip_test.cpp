// GIFT round trip: every kind and the escaping torture quiz, in every language, read back unchanged.
#include <catch2/catch.hpp>

#include "export/format_table.hpp"
#include "export/gift/gift_writer.hpp"
#include "formats/moodle/gift_compare.hpp"
#include "formats/moodle/gift_reader.hpp"
#include "unit/gift/bank_fixture.hpp"

using namespace quizpack;

namespace {

std::string describe(const Diagnostics& diagnostics) {
  std::string out;
  for (const auto& d : diagnostics) out += d.message + "\n";
  return out;
}

}  // namespace

TEST_CASE("every kind survives the GIFT round trip in every language") {
  const Quiz quiz = test::every_kind_quiz();
  for (const auto& lang : quiz.languages) {
    INFO("language " << lang);
    const auto output = write_gift(quiz, lang);
    REQUIRE(output.files.size() == 1);
    const auto read = read_gift(output.files[0].bytes);
    INFO(output.files[0].bytes);
    CHECK(describe(read.diagnostics).empty());
    REQUIRE(read.questions.size() == quiz.questions.size());
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
  CHECK(differences[0].message.rfind("single: ", 0) == 0);
}

TEST_CASE("each kind is compared: a changed answer of any kind is a difference") {
  const Quiz quiz = test::every_kind_quiz();
  const auto read = read_gift(write_gift(quiz, "en").files[0].bytes);
  auto differs = [&](auto change) {
    Quiz changed = quiz;
    change(changed);
    return !compare_with_bank(changed, "en", read).empty();
  };
  CHECK(differs([](Quiz& q) { std::get<MultipleResponse>(q.questions[1].body).choices[3].correct = true; }));
  CHECK(differs([](Quiz& q) { std::get<TrueFalse>(q.questions[2].body).answer = true; }));
  CHECK(differs([](Quiz& q) { std::get<ShortAnswer>(q.questions[3].body).accepted["en"].push_back("fp16"); }));
  CHECK(differs([](Quiz& q) { std::get<Tolerance>(std::get<Numerical>(q.questions[4].body).accepted).tolerance = 1; }));
  CHECK(differs([](Quiz& q) { std::get<Range>(std::get<Numerical>(q.questions[5].body).accepted).high = 3; }));
  CHECK(differs([](Quiz& q) {
    std::swap(std::get<Matching>(q.questions[6].body).pairs[0].answer,
              std::get<Matching>(q.questions[6].body).pairs[1].answer);
  }));
  CHECK(differs([](Quiz& q) { q.questions[7].body = Numerical{Tolerance{1, 0}}; }));
  CHECK(differs([](Quiz& q) { q.questions[0].explanation = test::texts({{"en", "Other."}}); }));
  CHECK(differs([](Quiz& q) { q.questions[0].id = "renamed"; }));
  CHECK(differs([](Quiz& q) { q.questions.pop_back(); }));
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
  CHECK(differences[0].message == "single: option b \"fp64\", expected \"fp32\"");
  CHECK(differences[1].message.rfind("single: feedback of b \"", 0) == 0);
  CHECK(differences[1].message.find("Too wide.") != std::string::npos);
  CHECK(differences[1].message.find("Other.") != std::string::npos);
}
