// GIFT round trip on generated texts made of GIFT, Markdown and HTML specials (fixed seed, reproducible).
#include <catch2/catch.hpp>

#include <random>

#include "export/gift/gift_writer.hpp"
#include "formats/moodle/gift_compare.hpp"
#include "formats/moodle/gift_reader.hpp"
#include "support/quiz_building.hpp"

using namespace quizpack;

namespace {

class TextMaker {
 public:
  explicit TextMaker(unsigned seed) : rng_(seed) {}

  std::string text() {
    static const std::vector<std::string> pieces = {
        "~",    "=", "#",  "{",  "}",  ":", "\\\\", "\\n", "\n", " ",    "%",      "-",    ">",         "->", "<",
        "&",    "[", "]",  "*",  "`",  "_", "x",    "日",  "अ",  "ع",    "0",      "1",    ".",         "..", "####",
        "TRUE", "T", "//", "::", "\"", "'", "!",    "(",   ")",  "  \n", "[html]", "%50%", "$CATEGORY:"};
    std::string out;
    const auto count = 1 + rng_() % 12;
    for (unsigned k = 0; k < count; ++k) out += pieces[rng_() % pieces.size()];
    return out;
  }

  LocalizedText localized() { return test::texts({{"en", text().c_str()}}); }

  // A plain answer: no surrounding white space, never empty.
  std::string answer() {
    std::string a = text();
    const auto b = a.find_first_not_of(" \n");
    const auto e = a.find_last_not_of(" \n");
    return b == std::string::npos ? "x" : a.substr(b, e - b + 1);
  }

  bool coin() { return rng_() % 2 == 0; }

 private:
  std::mt19937 rng_;
};

Quiz generated_quiz(TextMaker& make) {
  Quiz quiz = test::empty_quiz("generated", {"en"});
  quiz.title = test::texts({{"en", "Generated"}});
  SingleChoice single;
  single.choices = {test::choice("a", make.localized(), true, make.localized()),
                    test::choice("b", make.localized(), false)};
  quiz.questions.push_back(test::question("q1", make.localized(), make.localized(), single));
  quiz.questions.back().title = make.localized();
  MultipleResponse multiple;
  multiple.choices = {test::choice("a", make.localized(), true),
                      test::choice("b", make.localized(), false, make.localized())};
  quiz.questions.push_back(test::question("q2", make.localized(), make.localized(), multiple));
  TrueFalse truth;
  truth.answer = make.coin();
  if (make.coin()) truth.feedback_true = make.localized();
  if (make.coin()) truth.feedback_false = make.localized();
  quiz.questions.push_back(test::question("q3", make.localized(), make.localized(), truth));
  ShortAnswer short_answer;
  short_answer.accepted["en"] = {make.answer(), make.answer()};
  quiz.questions.push_back(test::question("q4", make.localized(), make.localized(), short_answer));
  Matching matching;
  matching.pairs = {{"p1", make.localized(), test::texts({{"en", make.answer().c_str()}})},
                    {"p2", make.localized(), test::texts({{"en", make.answer().c_str()}})}};
  matching.distractors = {{"d", test::texts({{"en", make.answer().c_str()}})}};
  quiz.questions.push_back(test::question("q5", make.localized(), make.localized(), matching));
  quiz.questions.push_back(test::question("q6", make.localized(), make.localized(), Essay{}));
  return quiz;
}

}  // namespace

TEST_CASE("generated texts full of specials survive the GIFT round trip") {
  TextMaker make(20261130);
  for (int i = 0; i < 500; ++i) {
    const Quiz quiz = generated_quiz(make);
    const std::string gift = write_gift(quiz, "en").files[0].bytes;
    const auto differences = compare_with_bank(quiz, "en", read_gift(gift));
    INFO(gift);
    REQUIRE(differences.empty());
  }
}

TEST_CASE("a question with an empty stem keeps its options' format") {
  SingleChoice single;
  single.choices = {test::choice("a", test::texts({{"en", "`x`"}}), true),
                    test::choice("b", test::texts({{"en", "y"}}), false)};
  Quiz quiz = test::empty_quiz("empty", {"en"});
  quiz.title = test::texts({{"en", "Empty"}});
  quiz.questions.push_back(test::question("q", test::texts({{"en", ""}}), test::texts({{"en", ""}}), single));
  const std::string gift = write_gift(quiz, "en").files[0].bytes;
  CHECK(gift.find("::q::{\n\t=[html]<code>x</code>\n\t~y\n}\n") != std::string::npos);
  CHECK(compare_with_bank(quiz, "en", read_gift(gift)).empty());
}
