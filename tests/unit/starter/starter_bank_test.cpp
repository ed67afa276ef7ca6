// The starter bank `quizpack init` writes: loads without a diagnostic and holds one question of each kind.
#include <catch2/catch.hpp>

#include <set>

#include "load/load_bank.hpp"
#include "model/question_kinds.hpp"
#include "support/source_dir.hpp"

namespace {

const std::filesystem::path kStarter = quizpack::test::source_path("src/cli/starter/quiz.json");

}  // namespace

TEST_CASE("the starter bank loads without errors or warnings") {
  const quizpack::LoadResult loaded = quizpack::load_banks({kStarter});
  for (const auto& d : loaded.diagnostics) INFO(d.rule << ": " << d.message);
  CHECK(loaded.diagnostics.empty());
  REQUIRE(loaded.quizzes.size() == 1);
  CHECK(loaded.quizzes.front().languages.size() == 2);
}

TEST_CASE("the starter bank holds one question of each kind") {
  const quizpack::LoadResult loaded = quizpack::load_banks({kStarter});
  REQUIRE(loaded.quizzes.size() == 1);
  std::multiset<std::size_t> kinds;
  for (const auto& q : loaded.quizzes.front().questions) kinds.insert(q.body.index());
  for (const auto& kind : quizpack::kKindNames) {
    INFO(kind.name);
    CHECK(kinds.count(kind.index) == 1);
  }
  CHECK(kinds.size() == quizpack::kKindNames.size());
}
