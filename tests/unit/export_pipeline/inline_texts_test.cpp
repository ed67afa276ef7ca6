// Choices and matching prompts and answers keep block syntax as literal text in GIFT, Moodle XML, QTI and the player.
#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>
#include <string>

#include "export/player/quiz_data.hpp"
#include "load/load_bank.hpp"
#include "support/collect.hpp"

namespace {

using nlohmann::json;

json text(const std::string& s) { return {{"en", {{"text", s}, {"state", "source"}}}}; }

json choice(const std::string& id, const std::string& s, bool correct) {
  return {{"id", id}, {"correct", correct}, {"text", text(s)}};
}

json pair(const std::string& id, const std::string& prompt, const std::string& answer) {
  return {{"id", id}, {"prompt", text(prompt)}, {"answer", text(answer)}};
}

// A bank whose choices and matching texts each start with a block marker.
std::string block_marker_bank() {
  json single = {{"id", "single"},
                 {"kind", "single-choice"},
                 {"stem", text("Which one?")},
                 {"explanation", text("The hash.")},
                 {"choices",
                  {choice("a", "# (hash)", true), choice("b", "- item", false), choice("c", "1. one", false),
                   choice("d", "> quoted", false)}}};
  json matching = {{"id", "match"},
                   {"kind", "matching"},
                   {"stem", text("Match them.")},
                   {"explanation", text("As shown.")},
                   {"pairs", {pair("p1", "#", "+ plus"), pair("p2", "2) two", "* star")}}};
  json bank = {{"id", "inline"},
               {"version", "1.0.0"},
               {"sourceLanguage", "en"},
               {"languages", {"en"}},
               {"title", text("Inline texts")},
               {"description", text("Block markers.")},
               {"questions", {single, matching}}};
  return bank.dump(1);
}

std::string all_bytes(const quizpack::WriterOutput& out) {
  std::string all;
  for (const auto& f : out.files) all += f.bytes;
  return all;
}

}  // namespace

TEST_CASE("block markers in choices and matching texts stay literal in every output") {
  const auto loaded = quizpack::load_bank_text(block_marker_bank(), "inline.json", ".");
  REQUIRE_FALSE(loaded.has_errors());
  const auto& quiz = loaded.quizzes.front();
  const std::vector<std::pair<std::string, std::string>> outputs = {
      {"gift", all_bytes(quizpack::test::collect("gift", quiz, "en"))},
      {"moodlexml", all_bytes(quizpack::test::collect("moodlexml", quiz, "en"))},
      {"qti21", all_bytes(quizpack::test::collect("qti21", quiz, "en"))},
      {"player", quizpack::player_quiz_data(quiz, "en")}};
  for (const auto& [format, bytes] : outputs) {
    INFO(format);
    for (const char* tag :
         {"<h1", "<h2", "<ul", "<ol", "<li", "<blockquote", "&lt;h1", "&lt;ul", "&lt;ol", "&lt;li", "&lt;blockquote"})
      CHECK(bytes.find(tag) == std::string::npos);
    CHECK(bytes.find("(hash)") != std::string::npos);
    for (const char* literal : {"- item", "1. one", "quoted", "+ plus", "2) two", "* star"})
      CHECK(bytes.find(literal) != std::string::npos);
  }
}
