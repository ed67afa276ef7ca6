// The bank writer: the bank's layout (a golden file), and written banks load again with the same questions.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>

#include "import/bank/bank_json.hpp"
#include "load/load_bank.hpp"
#include "support/every_kind_quiz.hpp"
#include "support/golden.hpp"
#include "support/torture_quiz.hpp"
#include "text/html.hpp"

using namespace quizpack;
namespace fs = std::filesystem;

namespace {

// `quiz` written into a scratch folder with its media, then loaded again.
LoadResult written_and_loaded(const Quiz& quiz, const fs::path& folder) {
  fs::remove_all(folder);
  for (const auto& media : quiz.media) {
    fs::create_directories((folder / media.path).parent_path());
    std::ofstream(folder / media.path, std::ios::binary) << media.bytes;
  }
  fs::create_directories(folder);
  return load_bank_text(write_bank_json(quiz, "schema.json"), (folder / kBankFileName).string(), folder);
}

}  // namespace

TEST_CASE("the bank writer keeps the bank's key order and layout") {
  const std::string text = write_bank_json(test::every_form_quiz(), "../../schemas/bank/quizpack-bank.schema.json");
  CHECK(test::golden_mismatch("import/every-form.quiz.json", text).empty());
}

TEST_CASE("a written bank loads without errors, with the same questions and right answers") {
  for (const Quiz& quiz : {test::every_form_quiz(), test::torture_quiz()}) {
    INFO(quiz.id);
    const fs::path folder = fs::temp_directory_path() / ("quizpack-bank-json-" + quiz.id);
    const LoadResult loaded = written_and_loaded(quiz, folder);
    for (const auto& d : loaded.diagnostics) INFO(d.message);
    REQUIRE_FALSE(loaded.has_errors());
    REQUIRE(loaded.quizzes.size() == 1);
    const Quiz& back = loaded.quizzes[0];
    CHECK(back.languages == quiz.languages);
    CHECK(back.media.size() == quiz.media.size());
    REQUIRE(back.questions.size() == quiz.questions.size());
    for (std::size_t i = 0; i < quiz.questions.size(); ++i) {
      CHECK(back.questions[i].id == quiz.questions[i].id);
      CHECK(back.questions[i].points == quiz.questions[i].points);
      CHECK(back.questions[i].body.index() == quiz.questions[i].body.index());
      CHECK(render_html(back.questions[i].stem.in(quiz.source_language)) ==
            render_html(quiz.questions[i].stem.in(quiz.source_language)));
    }
    fs::remove_all(folder);
  }
}

TEST_CASE("the bank text starts with its schema and writes numbers as banks do") {
  Quiz quiz = test::every_form_quiz();
  quiz.passing_score = 0.75;
  quiz.questions[0].points = 2.5;
  const std::string text = write_bank_json(quiz, "../../schemas/bank/quizpack-bank.schema.json");
  CHECK(text.rfind("{\n  \"$schema\": \"../../schemas/bank/quizpack-bank.schema.json\",\n  \"id\": ", 0) == 0);
  CHECK(text.find("\"passingScore\": 0.75,") != std::string::npos);
  CHECK(text.find("\"points\": 2.5,") != std::string::npos);
  CHECK(text.find("\"accept\": {\"value\": 2.5, \"tolerance\": 0.1}") != std::string::npos);
  CHECK(text.find("\"accept\": {\"low\": 10, \"high\": 20}") != std::string::npos);
}

TEST_CASE("a bank text without some questions is the text of the quiz without them") {
  for (const Quiz& quiz : {test::every_form_quiz(), test::torture_quiz()}) {
    INFO(quiz.id);
    const std::string bank = write_bank_json(quiz, "schema.json");
    CHECK(bank_json_without(bank, {}) == bank);
    for (const std::set<std::size_t>& drop :
         {std::set<std::size_t>{0}, std::set<std::size_t>{1, 2}, std::set<std::size_t>{quiz.questions.size() - 1}}) {
      Quiz fewer = quiz;
      fewer.questions.clear();
      for (std::size_t i = 0; i < quiz.questions.size(); ++i)
        if (drop.count(i) == 0) fewer.questions.push_back(quiz.questions[i]);
      CHECK(bank_json_without(bank, drop) == write_bank_json(fewer, "schema.json"));
    }
    std::set<std::size_t> every;
    for (std::size_t i = 0; i < quiz.questions.size(); ++i) every.insert(i);
    Quiz none = quiz;
    none.questions.clear();
    CHECK(bank_json_without(bank, every) == write_bank_json(none, "schema.json"));
  }
}
