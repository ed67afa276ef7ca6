// A large bank's quiz data in chunks: the count and boundaries of the chunk scripts, what quiz-data.js keeps,
// and a bank that fits in one chunk keeping its one quiz-data.js unchanged.
#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include "export/player/player_package.hpp"
#include "export/player/quiz_data.hpp"
#include "export/player/suspend_fingerprint.hpp"
#include "support/every_kind_quiz.hpp"

namespace {

using quizpack::OutputFile;
using quizpack::ScormVersion;

// every_kind_quiz's questions repeated (ids made unique) to `count` questions, in sections of 100 but the last.
quizpack::Quiz bank_of(std::size_t count) {
  quizpack::Quiz quiz = quizpack::test::every_kind_quiz();
  const auto kinds = quiz.questions;
  quiz.questions.clear();
  quiz.sections.clear();
  for (std::size_t i = 0; i < count; ++i) {
    quiz.questions.push_back(kinds[i % kinds.size()]);
    quiz.questions.back().id += "-" + std::to_string(i);
  }
  return quiz;
}

const OutputFile* find(const std::vector<OutputFile>& files, const std::string& path) {
  for (const auto& f : files)
    if (f.path == path) return &f;
  return nullptr;
}

// The JSON between `prefix` and the script's last `suffix`.
nlohmann::json script_json(const std::string& bytes, const std::string& prefix, const std::string& suffix) {
  REQUIRE(bytes.rfind(prefix, 0) == 0);
  const auto end = bytes.rfind(suffix);
  REQUIRE(end != std::string::npos);
  return nlohmann::json::parse(bytes.substr(prefix.size(), end - prefix.size()));
}

std::vector<std::string> ids_of(const nlohmann::json& questions) {
  std::vector<std::string> ids;
  for (const auto& q : questions) ids.push_back(q.at("id").get<std::string>());
  return ids;
}

}  // namespace

TEST_CASE("the chunk count: one up to a chunk's size, then one more per started chunk") {
  using quizpack::player_chunk_count;
  CHECK(quizpack::kQuestionsPerChunk == 100);
  CHECK(player_chunk_count(0) == 1);
  CHECK(player_chunk_count(1) == 1);
  CHECK(player_chunk_count(100) == 1);
  CHECK(player_chunk_count(101) == 2);
  CHECK(player_chunk_count(200) == 2);
  CHECK(player_chunk_count(201) == 3);
  CHECK(player_chunk_count(10000) == 100);
  CHECK(player_chunk_count(10, 3) == 4);
  CHECK(quizpack::player_chunk_path(0) == "quiz-data.js");
  CHECK(quizpack::player_chunk_path(1) == "quiz-data-2.js");
  CHECK(quizpack::player_chunk_path(49) == "quiz-data-50.js");
}

TEST_CASE("a bank that fits in one chunk has one quiz-data.js, its bytes as before") {
  for (const std::size_t count : {std::size_t{9}, quizpack::kQuestionsPerChunk}) {
    INFO(count);
    const auto quiz = bank_of(count);
    const auto files = quizpack::player_package_files(quiz, "en", ScormVersion::V12);
    const auto* data = find(files, "quiz-data.js");
    REQUIRE(data != nullptr);
    CHECK(data->bytes == "window.QUIZPACK_QUIZ = " + quizpack::player_quiz_data(quiz, "en") + ";\n");
    CHECK(find(files, "quiz-data-2.js") == nullptr);
    const auto json = script_json(data->bytes, "window.QUIZPACK_QUIZ = ", ";");
    CHECK_FALSE(json.contains("chunks"));
    CHECK_FALSE(json.contains("outline"));
    CHECK_FALSE(json.contains("fingerprint"));
  }
}

TEST_CASE("a larger bank: quiz-data.js holds the outline and the first chunk, each chunk script the next run") {
  const std::size_t count = 2 * quizpack::kQuestionsPerChunk + 50;
  const auto quiz = bank_of(count);
  const auto full = nlohmann::json::parse(quizpack::player_quiz_data(quiz, "ja"));
  for (const auto version : {ScormVersion::V12, ScormVersion::V2004}) {
    const auto files = quizpack::player_package_files(quiz, "ja", version);
    const auto* head_file = find(files, "quiz-data.js");
    REQUIRE(head_file != nullptr);
    REQUIRE(find(files, "quiz-data-2.js") != nullptr);
    REQUIRE(find(files, "quiz-data-3.js") != nullptr);
    CHECK(find(files, "quiz-data-4.js") == nullptr);
    for (const auto* name : {"quiz-data-2.js", "quiz-data-3.js"}) CHECK(find(files, name)->shared);

    auto head = script_json(head_file->bytes, "window.QUIZPACK_QUIZ = ", ";");
    CHECK(head.at("chunks") == nlohmann::json({{"count", 3}, {"size", quizpack::kQuestionsPerChunk}}));
    CHECK(head.at("fingerprint") == quizpack::player_fingerprint(quiz));
    CHECK(head.at("outline").at("count") == count);
    std::vector<std::size_t> text_only;
    for (std::size_t i = 0; i < count; ++i)
      if (full["questions"][i]["kind"] == "description") text_only.push_back(i);
    CHECK_FALSE(text_only.empty());
    CHECK(head.at("outline").at("textOnly") == nlohmann::json(text_only));

    nlohmann::json questions = head.at("questions");
    CHECK(questions.size() == quizpack::kQuestionsPerChunk);
    const auto second = script_json(find(files, "quiz-data-2.js")->bytes, "window.Quizpack.chunkLoaded(1, ", ");");
    const auto third = script_json(find(files, "quiz-data-3.js")->bytes, "window.Quizpack.chunkLoaded(2, ", ");");
    CHECK(second.size() == quizpack::kQuestionsPerChunk);
    CHECK(third.size() == 50);
    CHECK(second.front().at("id") == quiz.questions[quizpack::kQuestionsPerChunk].id);
    CHECK(third.front().at("id") == quiz.questions[2 * quizpack::kQuestionsPerChunk].id);
    for (const auto& q : second) questions.push_back(q);
    for (const auto& q : third) questions.push_back(q);
    CHECK(questions == full.at("questions"));
    CHECK(ids_of(questions).back() == quiz.questions.back().id);

    for (const auto* key : {"chunks", "fingerprint", "outline", "questions"}) head.erase(key);
    auto rest = full;
    rest.erase("questions");
    CHECK(head == rest);
  }
}

TEST_CASE("the fingerprint follows the question ids, kinds, option ids and sections, not the texts") {
  auto quiz = bank_of(3 * quizpack::kQuestionsPerChunk);
  const std::string before = quizpack::player_fingerprint(quiz);
  CHECK(before == quizpack::player_fingerprint(quiz));
  CHECK_FALSE(before.empty());
  CHECK(before.find_first_not_of("0123456789abcdefghijklmnopqrstuvwxyz") == std::string::npos);
  auto retitled = quiz;
  retitled.title = quiz.description;
  CHECK(quizpack::player_fingerprint(retitled) == before);
  auto renamed = quiz;
  renamed.questions[250].id = "other";
  CHECK(quizpack::player_fingerprint(renamed) != before);
  auto sectioned = quiz;
  sectioned.sections.push_back({"all", quiz.title, 0, quiz.questions.size(), 5, {}});
  CHECK(quizpack::player_fingerprint(sectioned) != before);
}
