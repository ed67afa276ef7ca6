// Loading banks into the model: the fixture with every kind, the bundled banks, and positions in diagnostics.
#include <catch2/catch.hpp>
#include <fstream>
#include <iterator>
#include <memory>
#include <string>

#include "load/json_positions.hpp"
#include "load/load_bank.hpp"
#include "support/source_dir.hpp"
#include "text/plain_text.hpp"

using namespace quizpack;

namespace {
const std::string kSource = quizpack::test::source_dir();
}

TEST_CASE("the every-kind fixture loads into each kind of the model") {
  const LoadResult r = load_banks({kSource + "/tests/validate/cases/valid-every-kind/quiz.json"});
  REQUIRE_FALSE(r.has_errors());
  REQUIRE(r.quizzes.size() == 1);
  const Quiz& q = r.quizzes.front();
  CHECK(q.id == "fixture");
  CHECK(q.languages == std::vector<std::string>{"en", "ja"});
  CHECK(q.level == Level::Easy);
  CHECK(q.passing_score == Approx(0.5));
  REQUIRE(q.questions.size() == 7);
  const char* kinds[] = {"single-choice", "multiple-response", "true-false", "short-answer",
                         "numerical",     "matching",          "essay"};
  for (std::size_t i = 0; i < 7; ++i) CHECK(std::string(kind_name(q.questions[i].body)) == kinds[i]);

  const auto& sc = std::get<SingleChoice>(q.questions[0].body);
  REQUIRE(sc.choices.size() == 3);
  CHECK(sc.choices[0].correct);
  CHECK(plain_text(sc.choices[0].text.in("ja")) == "bfloat16");
  CHECK(q.title.by_language.at("ja").state == TranslationState::Translated);

  const auto& mr = std::get<MultipleResponse>(q.questions[1].body);
  CHECK(mr.partial_credit == PartialCredit::RightMinusWrong);
  CHECK(std::get<TrueFalse>(q.questions[2].body).answer);
  const auto& sa = std::get<ShortAnswer>(q.questions[3].body);
  CHECK(sa.accepted.at("en") == std::vector<std::string>{"bfloat16"});
  CHECK_FALSE(sa.case_sensitive);
  const auto& num = std::get<Numerical>(q.questions[4].body);
  CHECK(std::get<Tolerance>(num.accepted).value == 65504);
  const auto& m = std::get<Matching>(q.questions[5].body);
  CHECK(m.pairs.size() == 2);
  CHECK(m.distractors.size() == 1);
  CHECK(std::get<Essay>(q.questions[6].body).grader_info.has_value());
  CHECK(q.questions[0].location.line > 1);
  CHECK(q.questions[0].location.pointer == "/questions/0");
}

TEST_CASE("the bundled banks load without errors") {
  const LoadResult r = load_banks({kSource + "/content", kSource + "/examples"});
  std::string diagnostics;
  for (const auto& d : r.diagnostics) diagnostics += d.location.file + ": " + d.rule + ": " + d.message + "\n";
  INFO(diagnostics);
  CHECK_FALSE(r.has_errors());
  CHECK(r.quizzes.size() >= 2);
}

TEST_CASE("the seed quiz keeps its eight single-choice questions with the seed's correct positions") {
  const LoadResult r = load_banks({kSource + "/content/mixed-precision-training"});
  REQUIRE(r.quizzes.size() == 1);
  const Quiz& q = r.quizzes.front();
  CHECK(q.languages == std::vector<std::string>{"en", "ja", "hi"});
  REQUIRE(q.questions.size() == 8);
  const std::size_t expected[] = {0, 1, 2, 3, 0, 1, 2, 3};
  for (std::size_t i = 0; i < 8; ++i) {
    const auto& sc = std::get<SingleChoice>(q.questions[i].body);
    REQUIRE(sc.choices.size() == 4);
    CHECK(sc.choices[expected[i]].correct);
    for (const auto& lang : q.languages) CHECK(q.questions[i].explanation.value().has(lang));
  }
}

TEST_CASE("JSON positions: pointers map to lines and columns, duplicates are found") {
  const std::string text = "{\n  \"a\": [1, {\"b\": \"x\"}],\n  \"c~/\": true,\n  \"a\": 2\n}";
  const JsonPositions p(std::make_shared<const std::string>(text));
  CHECK(p.find("/a").line == 2);
  CHECK(p.find("/a").column == 8);
  CHECK(p.find("/a/1/b").column == 18);
  CHECK(p.find("/c~0~1").line == 3);
  CHECK(p.find("/a/1/b/missing").column == 18);
  const auto duplicates = p.duplicates();
  REQUIRE(duplicates.size() == 1);
  CHECK(duplicates.front().pointer == "/a");
  CHECK(duplicates.front().position.line == 4);
}

TEST_CASE("deep pointers are found once the whole text is indexed") {
  const std::string text = "{\"q\": [{\"a\": {\"b\": {\"c\": 1}}}]}";
  const JsonPositions p(std::make_shared<const std::string>(text));
  CHECK(p.find("/q/0/a/b/c").column == 26);
  CHECK(p.find("/q/0").column == 8);
}

TEST_CASE("columns count characters, not bytes") {
  const std::string text = "{\"日本\": \"語\", \"x\": 1}";
  CHECK(JsonPositions(std::make_shared<const std::string>(text)).find("/x").column == 18);
}

TEST_CASE("a bank held in memory loads the same way") {
  const LoadResult r = load_bank_text("{\"id\": 1}", "mem.json", ".");
  REQUIRE(r.has_errors());
  CHECK(r.diagnostics.front().location.file == "mem.json");
  CHECK(r.diagnostics.front().rule == "schema");
}

TEST_CASE("a bank held in memory is refused over the file size limit, as a file is") {
  LoadLimits limits;
  limits.max_file_bytes = 8;
  const LoadResult r = load_bank_text("{\"id\": \"quiz\"}", "mem.json", ".", limits);
  CHECK(r.quizzes.empty());
  REQUIRE(r.diagnostics.size() == 1);
  CHECK(r.diagnostics[0].rule == "file-too-large");
  CHECK(r.diagnostics[0].location.file == "mem.json");
  CHECK(r.diagnostics[0].message == "the file has 14 bytes, over the limit of 8 (raise it with --max-file-size)");
}

TEST_CASE("a bank shared with the loader loads as its copy does, within the same size limit") {
  std::string bytes;
  {
    std::ifstream in(kSource + "/tests/validate/cases/valid-every-kind/quiz.json", std::ios::binary);
    bytes.assign(std::istreambuf_iterator<char>(in), {});
  }
  const LoadResult copied = load_bank_text(bytes, "mem.json", kSource + "/tests/validate/cases/valid-every-kind");
  const auto text = std::make_shared<const BankText>(bytes);
  const LoadResult shared = load_bank_text(text, "mem.json", kSource + "/tests/validate/cases/valid-every-kind");
  REQUIRE(shared.quizzes.size() == 1);
  REQUIRE(copied.quizzes.size() == 1);
  CHECK(shared.quizzes[0].questions.size() == copied.quizzes[0].questions.size());
  CHECK(shared.diagnostics.size() == copied.diagnostics.size());
  CHECK(text->view() == bytes);
  LoadLimits limits;
  limits.max_file_bytes = 8;
  const LoadResult refused = load_bank_text(text, "mem.json", ".", limits);
  CHECK(refused.quizzes.empty());
  REQUIRE(refused.diagnostics.size() == 1);
  CHECK(refused.diagnostics[0].rule == "file-too-large");
}
