// The package files around the player: their list, the launch page, the quiz data script and the media.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include "embed/embedded_file.hpp"
#include "export/player/player_package.hpp"
#include "support/every_kind_quiz.hpp"
#include "support/golden.hpp"
#include "text/markdown.hpp"

namespace {

using quizpack::OutputFile;
using quizpack::ScormVersion;

const OutputFile* find(const std::vector<OutputFile>& files, const std::string& path) {
  for (const auto& f : files)
    if (f.path == path) return &f;
  return nullptr;
}

// The JSON value a data script assigns after `prefix`.
nlohmann::json data_of(const OutputFile& script, const std::string& prefix) {
  REQUIRE(script.bytes.rfind(prefix, 0) == 0);
  const auto end = script.bytes.rfind(';');
  return nlohmann::json::parse(script.bytes.substr(prefix.size(), end - prefix.size()));
}

nlohmann::json data_of(const std::vector<OutputFile>& files) {
  const auto* script = find(files, "quiz-data.js");
  REQUIRE(script != nullptr);
  return data_of(*script, "window.QUIZPACK_QUIZ = ");
}

}  // namespace

TEST_CASE("the package holds the launch page, every player script but cmi5's, the data scripts and the used media") {
  const auto quiz = quizpack::test::every_kind_quiz();
  const auto files = quizpack::player_package_files(quiz, "en", ScormVersion::V12);
  REQUIRE(files.front().path == "index.html");
  std::size_t carried = 0;
  for (const auto& f : quizpack::player_files()) {
    const bool expected = f.path != "cmi5.js" && !f.path.starts_with("strings/");  // the catalogue: strings-data.js
    CHECK((find(files, std::string(f.path)) != nullptr) == expected);
    carried += expected ? 1 : 0;
  }
  REQUIRE(find(files, "quiz-data.js") != nullptr);
  REQUIRE(find(files, "strings-data.js") != nullptr);
  const auto* image = find(files, "assets/media/curve.png");
  REQUIRE(image != nullptr);
  CHECK(image->bytes == quiz.media.front().bytes);
  for (const auto& f : files) CHECK(f.schema.empty());
  for (const auto& f : files) CHECK(f.shared == (f.path != "index.html"));
  CHECK(files.size() == carried + 3);  // strings-data.js, quiz-data.js and the image
}

TEST_CASE("the same quiz, language and version give the same bytes") {
  const auto quiz = quizpack::test::every_kind_quiz();
  for (auto version : {ScormVersion::V12, ScormVersion::V2004}) {
    const auto a = quizpack::player_package_files(quiz, "ja", version);
    const auto b = quizpack::player_package_files(quiz, "ja", version);
    REQUIRE(a.size() == b.size());
    for (std::size_t i = 0; i < a.size(); ++i) {
      CHECK(a[i].path == b[i].path);
      CHECK(a[i].bytes == b[i].bytes);
    }
  }
}

TEST_CASE("the launch page carries the language, its direction and the escaped title") {
  const auto quiz = quizpack::test::every_kind_quiz();
  const auto en = quizpack::player_package_files(quiz, "en", ScormVersion::V2004).front().bytes;
  CHECK(en.find("<html lang=\"en\" dir=\"ltr\" data-scorm=\"2004\">") != std::string::npos);
  CHECK(en.find("<title>Every kind &lt;script&gt;alert(1)&lt;/script&gt;</title>") != std::string::npos);
  CHECK(en.find("{{") == std::string::npos);
  const auto ar = quizpack::player_package_files(quiz, "ar", ScormVersion::V2004).front().bytes;
  CHECK(ar.find("<html lang=\"ar\" dir=\"rtl\" data-scorm=\"2004\">") != std::string::npos);
  const auto v12 = quizpack::player_package_files(quiz, "ar", ScormVersion::V12).front().bytes;
  CHECK(v12.find("<html lang=\"ar\" dir=\"rtl\" data-scorm=\"1.2\">") != std::string::npos);
  CHECK(quizpack::is_right_to_left("he"));
  CHECK(quizpack::is_right_to_left("fa-IR"));
  CHECK_FALSE(quizpack::is_right_to_left("hi"));
}

TEST_CASE("only the launch page differs between SCORM versions") {
  const auto quiz = quizpack::test::every_kind_quiz();
  for (const auto& lang : quiz.languages) {
    const auto v12 = quizpack::player_package_files(quiz, lang, ScormVersion::V12);
    const auto v2004 = quizpack::player_package_files(quiz, lang, ScormVersion::V2004);
    REQUIRE(v12.size() == v2004.size());
    CHECK(v12.front().bytes != v2004.front().bytes);
    for (std::size_t i = 1; i < v12.size(); ++i) {
      CHECK(v12[i].path == v2004[i].path);
      CHECK(v12[i].bytes == v2004[i].bytes);
    }
  }
}

TEST_CASE("the data script holds that language's texts as safe HTML") {
  const auto quiz = quizpack::test::every_kind_quiz();
  const auto v12 = data_of(quizpack::player_package_files(quiz, "en", ScormVersion::V12));
  const auto v2004 = data_of(quizpack::player_package_files(quiz, "ar", ScormVersion::V2004));
  CHECK_FALSE(v12.contains("scorm"));
  CHECK(v2004["lang"] == "ar");
  CHECK(v2004["dir"] == "rtl");
  CHECK(v2004["title"] == "كل الأنواع");
  CHECK(v12["level"] == "hard");
  CHECK(v12["passingScore"] == 0.75);
  REQUIRE(v12["questions"].size() == quiz.questions.size());

  const auto& single = v12["questions"][0];
  CHECK(single["kind"] == "single-choice");
  CHECK(single["stem"] == "<p>Which one? <img src=\"assets/media/curve.png\" alt=\"loss curve\"/></p>");
  CHECK(single["choices"][0]["html"] == "<code>&lt;b&gt;</code> tag");
  CHECK(single["choices"][1]["html"] == "click");
  CHECK(single["choices"][2]["html"] == "&lt;img src=x onerror=alert(1)&gt;");
  CHECK(single["choices"][1]["feedback"] == "<p>Not a link.</p>");
  CHECK(v12["title"] == "Every kind &lt;script&gt;alert(1)&lt;/script&gt;");

  const auto& numeric = v12["questions"][4];
  CHECK(numeric["low"] == Approx(2.4));
  CHECK(numeric["high"] == Approx(2.6));
  const auto& short_answer = v2004["questions"][3];
  CHECK(short_answer["accepted"] == nlohmann::json::array({"bfloat16", "بي فلوت"}));
  const auto& matching = v12["questions"][5];
  CHECK(matching["pairs"][1]["answerText"] == "8 exponent bits");
  CHECK(matching["distractors"][0]["id"] == "none");
  CHECK(v12["questions"][6]["kind"] == "essay");
  CHECK_FALSE(v12["questions"][6].contains("graderInfo"));
}

TEST_CASE("the data script for the fixture quiz matches its golden file") {
  const auto quiz = quizpack::test::every_kind_quiz();
  for (const auto& [lang, version, name] :
       {std::tuple{"en", ScormVersion::V12, "fixture.en.scorm12.quiz-data.js"},
        std::tuple{"ar", ScormVersion::V2004, "fixture.ar.scorm2004.quiz-data.js"}}) {
    const auto files = quizpack::player_package_files(quiz, lang, version);
    const auto mismatch =
        quizpack::test::golden_mismatch(std::string("player/") + name, find(files, "quiz-data.js")->bytes);
    INFO(mismatch);
    CHECK(mismatch.empty());
  }
}

// Writes unzipped packages of the fixture quiz for the browser tests: QUIZPACK_PLAYER_OUT=<dir>.
TEST_CASE("write fixture packages", "[.write]") {
  const char* out = std::getenv("QUIZPACK_PLAYER_OUT");
  REQUIRE(out != nullptr);
  const auto quiz = quizpack::test::every_kind_quiz();
  for (const auto& [version, name] :
       {std::pair{ScormVersion::V12, "scorm12"}, std::pair{ScormVersion::V2004, "scorm2004"}})
    for (const auto& lang : quiz.languages)
      for (const auto& f : quizpack::player_package_files(quiz, lang, version)) {
        const auto path = std::filesystem::path(out) / quiz.id / lang / name / f.path;
        std::filesystem::create_directories(path.parent_path());
        std::ofstream(path, std::ios::binary) << f.bytes;
      }
}

TEST_CASE("links in the player's texts open outside the quiz frame") {
  auto quiz = quizpack::test::every_kind_quiz();
  quiz.questions[0].stem.by_language.set(
      "en", {quizpack::parse_markdown("See [docs](https://x.test/a)."), quizpack::TranslationState::Source});
  const auto data = data_of(quizpack::player_package_files(quiz, "en", ScormVersion::V12));
  CHECK(data["questions"][0]["stem"] ==
        "<p>See <a href=\"https://x.test/a\" target=\"_blank\" rel=\"noopener noreferrer\">docs</a>.</p>");
}

TEST_CASE("a package carries the interface texts of English and its own language only") {
  const auto quiz = quizpack::test::every_kind_quiz();
  const auto keys = [&](const std::string& lang) {
    const auto files = quizpack::player_package_files(quiz, lang, ScormVersion::V2004);
    const auto* script = find(files, "strings-data.js");
    REQUIRE(script != nullptr);
    const nlohmann::json languages = data_of(*script, "window.QUIZPACK_STRINGS = ");
    std::vector<std::string> out;
    for (const auto& [key, texts] : languages.items()) out.push_back(key);
    return out;
  };
  CHECK(keys("ja") == std::vector<std::string>{"en", "ja"});
  CHECK(keys("zh-TW") == std::vector<std::string>{"en", "zh-Hant"});
  CHECK(keys("sw") == std::vector<std::string>{"en"});
  CHECK(keys("en-XA") == std::vector<std::string>{"en"});
}
