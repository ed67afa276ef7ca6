// Loading with questions streamed to worker threads: member order, positions and diagnostics match a plain reading.
#include <catch2/catch.hpp>

#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "load/json_positions.hpp"
#include "load/load_bank.hpp"
#include "support/source_dir.hpp"

using namespace quizpack;

namespace {

const std::string kFixture = quizpack::test::source_path("tests/validate/cases/valid-every-kind/quiz.json");

std::string read(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

std::string describe(const LoadResult& r) {
  std::string out;
  for (const auto& d : r.diagnostics)
    out += d.rule + " " + std::to_string(d.location.line) + ":" + std::to_string(d.location.column) + " " +
           d.location.pointer + " " + d.message + "\n";
  return out;
}

}  // namespace

TEST_CASE("a bank whose languages come after its questions loads the same") {
  const std::string text = read(kFixture);
  auto doc = nlohmann::ordered_json::parse(text);
  const auto questions = doc["questions"];
  doc.erase("questions");
  const auto languages = doc["languages"];
  const auto source = doc["sourceLanguage"];
  doc.erase("languages");
  doc.erase("sourceLanguage");
  nlohmann::ordered_json reordered;
  reordered["questions"] = questions;
  for (const auto& [k, v] : doc.items()) reordered[k] = v;
  reordered["sourceLanguage"] = source;
  reordered["languages"] = languages;

  const LoadResult first = load_bank_text(doc.dump(), "a.json", ".");
  const LoadResult late = load_bank_text(reordered.dump(2), "b.json", ".");
  const LoadResult plain = load_bank_text(text, "c.json", ".");
  REQUIRE_FALSE(late.has_errors());
  REQUIRE(late.quizzes.size() == 1);
  REQUIRE(plain.quizzes.size() == 1);
  CHECK(late.quizzes[0].questions.size() == plain.quizzes[0].questions.size());
  CHECK(late.quizzes[0].questions[6].id == plain.quizzes[0].questions[6].id);
  CHECK(first.has_errors());  // no questions at all
}

TEST_CASE("diagnostics deep in a question carry the line and column of the value") {
  std::string text = read(kFixture);
  const std::string needle = "\"stem\": {";
  const auto at = text.rfind(needle);  // the last question's stem
  REQUIRE(at != std::string::npos);
  text.insert(at + needle.size(), "\"xx\": {\"text\": \"a\", \"state\": \"source\"}, ");
  const LoadResult r = load_bank_text(text, "m.json", ".");
  REQUIRE(r.has_errors());
  const std::size_t line =
      static_cast<std::size_t>(std::count(text.begin(), text.begin() + static_cast<long>(at), '\n')) + 1;
  bool found = false;
  for (const auto& d : r.diagnostics)
    if (d.location.pointer.find("/stem/xx") != std::string::npos) {
      found = true;
      CHECK(static_cast<std::size_t>(d.location.line) == line);
    }
  CHECK(found);
  CHECK(describe(r) == describe(load_bank_text(text, "m.json", ".")));  // the same on every run
}

TEST_CASE("anchors shortcut the walk without changing the position found") {
  const std::string text = "{\n  \"q\": [\n    {\"a\": 1},\n    {\"b\": [true, {\"c\": \"x\"}]}\n  ]\n}";
  const JsonPositions plain(std::make_shared<const std::string>(text));
  JsonPositions anchored(std::make_shared<const std::string>(text));
  const std::size_t q1 = text.find("{\"b\"");
  anchored.add_anchor("/q/1", q1, position_of(text, q1));
  for (const char* p : {"/q/1/b/1/c", "/q/1/b/0", "/q/1/missing", "/q/0/a", ""}) {
    CHECK(anchored.find(p).line == plain.find(p).line);
    CHECK(anchored.find(p).column == plain.find(p).column);
  }
  CHECK(plain.find("/q/1/b/1/c").line == 4);
  CHECK(plain.find("/q/1/b/1/c").column == 24);
}
