// The bank's "ui" object: interface texts per language, what they cover, and what the loader refuses.
#include <catch2/catch.hpp>

#include <algorithm>
#include <fstream>
#include <sstream>
#include <string>

#include <nlohmann/json.hpp>

#include "load/load_bank.hpp"
#include "support/source_dir.hpp"

using namespace quizpack;

namespace {

const std::string kFixture = quizpack::test::source_path("tests/validate/cases/ui-language-override/quiz.json");

std::string fixture_text() {
  std::ifstream in(kFixture, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

// The fixture with its first `from` replaced by `to`.
LoadResult load_edited(const std::string& from, const std::string& to) {
  std::string text = fixture_text();
  const auto at = text.find(from);
  REQUIRE(at != std::string::npos);
  text.replace(at, from.size(), to);
  return load_bank_text(text, "quiz.json", quizpack::test::source_path("tests/validate/cases/ui-language-override"));
}

std::string rules(const LoadResult& r) {
  std::string out;
  for (const auto& d : r.diagnostics) out += d.rule + " " + d.location.pointer + ": " + d.message + "\n";
  return out;
}

}  // namespace

TEST_CASE("a bank's ui texts load per language, plain and plural, and cover a language the catalogue lacks") {
  const LoadResult r = load_banks({kFixture});
  INFO(rules(r));
  REQUIRE_FALSE(r.has_errors());
  CHECK(r.diagnostics.empty());  // no ui-language warning for "sw"
  const Quiz& quiz = r.quizzes.front();
  REQUIRE(quiz.ui.count("sw") == 1);
  const UiTexts& sw = quiz.ui.at("sw");
  CHECK(sw.at("start").text == "Anza jaribio");
  CHECK(sw.at("start").plural.empty());
  CHECK(sw.at("points").plural.at("one") == "pointi {points}");
  CHECK(sw.at("points").plural.at("other") == "pointi {points}");
  CHECK(*ui_word(quiz.ui, "sw", "trueLabel") == "Kweli");
  CHECK(ui_word(quiz.ui, "sw", "points") == nullptr);
  CHECK(*ui_word(quiz.ui, "en", "start") == "Begin the quiz");
  CHECK(ui_word(quiz.ui, "ja", "start") == nullptr);
}

TEST_CASE("a language with neither catalogue nor ui texts is a ui-language warning") {
  auto bank = nlohmann::json::parse(fixture_text());
  bank["ui"].erase("sw");
  const LoadResult r = load_bank_text(bank.dump(2), "quiz.json", ".");
  INFO(rules(r));
  CHECK_FALSE(r.has_errors());
  REQUIRE(r.diagnostics.size() == 1);
  CHECK(r.diagnostics[0].rule == "ui-language");
  CHECK(r.diagnostics[0].message.find("\"sw\"") != std::string::npos);
}

TEST_CASE("an unknown ui key is a schema error naming the nearest key") {
  const LoadResult r = load_edited("\"check\":", "\"chek\":");
  INFO(rules(r));
  REQUIRE(r.diagnostics.size() == 1);
  CHECK(r.diagnostics[0].rule == "schema");
  CHECK(r.diagnostics[0].location.pointer == "/ui/sw/chek");
  CHECK(r.diagnostics[0].message == "'chek' is not an interface text of the player; did you mean 'check'?");
}

TEST_CASE("ui texts of an undeclared language, blank texts and plural words are refused") {
  CHECK(
      rules(load_edited("\"sw\": {\n      \"start\"", "\"fr\": {\n      \"start\"")).find("unknown-language /ui/fr") !=
      std::string::npos);
  CHECK(rules(load_edited("\"Anza jaribio\"", "\" \"")).find("empty-text /ui/sw/start") != std::string::npos);
  CHECK(rules(load_edited("\"Kweli\"", "{\"other\": \"Kweli\"}")).find("schema /ui/sw/trueLabel") != std::string::npos);
  CHECK(rules(load_edited("\"one\":", "\"lots\":")).find("schema /ui/sw/points/lots") != std::string::npos);
}
