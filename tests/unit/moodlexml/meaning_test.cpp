// Moodle XML: names Moodle would cut or strip, and short answers merged in the multilang file, are warned.
#include <catch2/catch.hpp>

#include <string>

#include "support/collect.hpp"
#include "support/quiz_building.hpp"
#include "unit/moodlexml/moodle_reading.hpp"

using namespace quizpack;

namespace {

Question titled(const char* id, LocalizedText title) {
  TrueFalse body;
  body.answer = true;
  Question q =
      test::question(id, test::texts({{"en", "T?"}, {"ja", "T?"}}), test::texts({{"en", ""}, {"ja", ""}}), body);
  q.title = std::move(title);
  return q;
}

Quiz quiz_of(std::vector<Question> questions) {
  Quiz quiz = test::empty_quiz("names", {"en", "ja"});
  quiz.title = test::texts({{"en", "Names"}, {"ja", "名前"}});
  quiz.description = test::texts({{"en", "D"}, {"ja", "D"}});
  quiz.questions = std::move(questions);
  return quiz;
}

std::vector<std::string> messages(const Diagnostics& warnings, const std::string& rule) {
  std::vector<std::string> out;
  for (const auto& w : warnings)
    if (w.rule == rule) out.push_back(w.message);
  return out;
}

// The <name> of each question as Moodle's importer reads it, the category left out.
std::vector<std::string> names(const WriterOutput& output) {
  std::vector<std::string> out;
  for (const auto& q : test::read_moodle_xml(output.files.at(0).bytes))
    if (q.type != "category") out.push_back(q.name);
  return out;
}

std::string repeated(const std::string& piece, int times) {
  std::string out;
  for (int i = 0; i < times; ++i) out += piece;
  return out;
}

}  // namespace

TEST_CASE("per-language Moodle XML names a question by its id when the title is over 255 characters") {
  const std::string fits = repeated("字", 255), over = repeated("x", 256);
  const Quiz quiz = quiz_of({titled("fits", test::texts({{"en", fits.c_str()}, {"ja", fits.c_str()}})),
                             titled("over", test::texts({{"en", over.c_str()}, {"ja", over.c_str()}}))});
  const WriterOutput output = test::collect("moodlexml", quiz, "en");
  CHECK(names(output) == std::vector<std::string>{fits, "over"});
  const auto warnings = messages(output.warnings, "moodlexml-name-length");
  REQUIRE(warnings.size() == 1);
  CHECK(warnings[0].rfind("question over: ", 0) == 0);
}

TEST_CASE("multilang Moodle XML counts the spans and escapes in the name's 255 characters") {
  // 41 characters of span markup per language; each ' is written &#39;, five characters.
  const std::string short_en = repeated("a", 80), short_ja = repeated("字", 80);
  const std::string quotes = repeated("'", 40);
  const std::string half = repeated("b", 130);
  const Quiz quiz = quiz_of({titled("fits", test::texts({{"en", short_en.c_str()}, {"ja", short_ja.c_str()}})),
                             titled("quotes", test::texts({{"en", quotes.c_str()}, {"ja", "q"}})),
                             titled("halves", test::texts({{"en", half.c_str()}, {"ja", half.c_str()}}))});
  const WriterOutput output = test::collect("moodlexml-multilang", quiz, "");
  const auto read = names(output);
  REQUIRE(read.size() == 3);
  CHECK(read[0].find("<span lang=\"en\" class=\"multilang\">" + short_en + "</span>") == 0);
  CHECK(read[1] == "quotes");
  CHECK(read[2] == "halves");
  const auto warnings = messages(output.warnings, "moodlexml-name-length");
  REQUIRE(warnings.size() == 2);
  CHECK(warnings[0].rfind("question quotes: ", 0) == 0);
  CHECK(warnings[1].rfind("question halves: ", 0) == 0);
}

TEST_CASE("Moodle XML warns that Moodle removes tag-like text from a name, as GIFT does") {
  // PHP's strip_tags removes from a '<' not followed by white space up to the next '>' or the end.
  const Quiz quiz = quiz_of({titled("tags", test::texts({{"en", "Escaping <script> & friends"}, {"ja", "x"}})),
                             titled("spaced", test::texts({{"en", "a < b"}, {"ja", "x"}})),
                             titled("tight", test::texts({{"en", "1<2"}, {"ja", "x"}}))});
  const auto per_language = messages(test::collect("moodlexml", quiz, "en").warnings, "moodlexml-name");
  REQUIRE(per_language.size() == 2);
  CHECK(per_language[0].rfind("question tags: ", 0) == 0);
  CHECK(per_language[1].rfind("question tight: ", 0) == 0);
  CHECK(messages(test::collect("gift", quiz, "en").warnings, "gift-name") == per_language);
  // The multilang file escapes '<' inside its spans, which Moodle keeps.
  CHECK(messages(test::collect("moodlexml-multilang", quiz, "").warnings, "moodlexml-name").empty());
}

TEST_CASE("multilang Moodle XML accepts every language's answers in every language, and says so") {
  ShortAnswer differ;
  differ.accepted = {{"en", {"Tokyo"}}, {"ja", {"東京", "とうきょう"}}};
  ShortAnswer same;
  same.accepted = {{"en", {"fp16"}}, {"ja", {"fp16"}}};
  const Quiz quiz = quiz_of({test::question("city", test::texts({{"en", "Capital?"}, {"ja", "首都？"}}),
                                            test::texts({{"en", ""}, {"ja", ""}}), differ),
                             test::question("format", test::texts({{"en", "Half?"}, {"ja", "半精度？"}}),
                                            test::texts({{"en", ""}, {"ja", ""}}), same)});
  const WriterOutput output = test::collect("moodlexml-multilang", quiz, "");
  const auto questions = test::read_moodle_xml(output.files.at(0).bytes);
  REQUIRE(questions.size() == 3);
  CHECK(questions[1].answers.size() == 3);
  CHECK(questions[2].answers.size() == 1);
  const auto warnings = messages(output.warnings, "moodlexml-multilang-answers");
  REQUIRE(warnings.size() == 1);
  CHECK(warnings[0].rfind("question city: ", 0) == 0);
  CHECK(messages(test::collect("moodlexml", quiz, "en").warnings, "moodlexml-multilang-answers").empty());
}
