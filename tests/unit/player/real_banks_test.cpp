// The player package for the real banks: every language of the seed quiz and of the examples, golden data.
#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include "export/player/player_package.hpp"
#include "load/load_bank.hpp"
#include "support/golden.hpp"
#include "support/source_dir.hpp"

namespace {

using quizpack::ScormVersion;

const quizpack::Quiz& only_quiz(const quizpack::LoadResult& loaded) {
  REQUIRE_FALSE(loaded.has_errors());
  REQUIRE(loaded.quizzes.size() == 1);
  return loaded.quizzes.front();
}

// The quiz data script; checks on the way that its JSON is exactly what nlohmann::json's dump(1) writes.
std::string data_script(const std::vector<quizpack::OutputFile>& files) {
  for (const auto& f : files)
    if (f.path == "quiz-data.js") {
      const std::string prefix = "window.QUIZPACK_QUIZ = ", suffix = ";\n";
      REQUIRE(f.bytes.rfind(prefix, 0) == 0);
      REQUIRE(f.bytes.size() > prefix.size() + suffix.size());
      const std::string text = f.bytes.substr(prefix.size(), f.bytes.size() - prefix.size() - suffix.size());
      CHECK(nlohmann::json::parse(text).dump(1, ' ', false, nlohmann::json::error_handler_t::replace) == text);
      return f.bytes;
    }
  FAIL("no quiz-data.js");
  return {};
}

}  // namespace

TEST_CASE("the seed quiz's data script in every language matches its golden file") {
  const auto loaded = quizpack::load_banks({quizpack::test::source_path("content")});
  const auto& quiz = only_quiz(loaded);
  for (const auto& lang : quiz.languages) {
    const auto files = quizpack::player_package_files(quiz, lang, ScormVersion::V2004);
    const auto mismatch =
        quizpack::test::golden_mismatch("player/" + quiz.id + "." + lang + ".quiz-data.js", data_script(files));
    INFO(mismatch);
    CHECK(mismatch.empty());
    CHECK(data_script(quizpack::player_package_files(quiz, lang, ScormVersion::V12)) == data_script(files));
  }
}

TEST_CASE("the examples' packages carry their image and right-to-left pages") {
  const auto loaded = quizpack::load_banks({quizpack::test::source_path("examples")});
  REQUIRE_FALSE(loaded.has_errors());
  REQUIRE_FALSE(loaded.quizzes.empty());
  for (const auto& quiz : loaded.quizzes)
    for (const auto& lang : quiz.languages) {
      const auto files = quizpack::player_package_files(quiz, lang, ScormVersion::V12);
      const bool rtl = quizpack::is_right_to_left(lang);
      CHECK(files.front().bytes.find(std::string("dir=\"") + (rtl ? "rtl" : "ltr") + "\"") != std::string::npos);
      for (const auto& media : quiz.media) {
        bool found = false;
        for (const auto& f : files)
          found = found || (f.path == quizpack::player_media_path(media.path) && f.bytes == media.bytes);
        INFO(media.path << " in " << lang);
        CHECK(found);
      }
      const auto mismatch =
          quizpack::test::golden_mismatch("player/" + quiz.id + "." + lang + ".quiz-data.js", data_script(files));
      INFO(mismatch);
      CHECK(mismatch.empty());
    }
}
