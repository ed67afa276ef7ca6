// Every output of the every-kind example says the same true/false words: the player's data and the QTI items.
#include <catch2/catch.hpp>

#include <string>

#include "export/player/player_package.hpp"
#include "export/qti21/qti21_writer.hpp"
#include "load/load_bank.hpp"
#include "support/source_dir.hpp"
#include "text/true_false_words.hpp"

namespace {

// The bytes of every file whose path ends with `suffix`, one after another.
std::string files_ending(const std::vector<quizpack::OutputFile>& files, const std::string& suffix) {
  std::string all;
  for (const auto& f : files)
    if (f.path.ends_with(suffix)) all += f.bytes;
  return all;
}

}  // namespace

TEST_CASE("the player's data and the QTI items say the same true/false words in every language") {
  const auto loaded = quizpack::load_banks({quizpack::test::source_path("examples/every-kind")});
  REQUIRE_FALSE(loaded.has_errors());
  const auto& quiz = loaded.quizzes.front();
  for (const auto& lang : quiz.languages) {
    INFO(lang);
    const auto words = quizpack::true_false_words(lang);
    const std::string expected = "\"trueFalse\": [\n  \"" + words.true_word + "\",\n  \"" + words.false_word + "\"\n ]";
    const auto player = quizpack::player_package_files(quiz, lang, quizpack::ScormVersion::V2004);
    CHECK(files_ending(player, "quiz-data.js").find(expected) != std::string::npos);
    std::vector<quizpack::OutputFile> qti;
    quizpack::write_qti21(quiz, lang, [&](std::size_t, quizpack::OutputFile&& f) { qti.push_back(std::move(f)); });
    const std::string items = files_ending(qti, ".xml");
    CHECK(items.find(">" + words.true_word + "<") != std::string::npos);
    CHECK(items.find(">" + words.false_word + "<") != std::string::npos);
  }
}
