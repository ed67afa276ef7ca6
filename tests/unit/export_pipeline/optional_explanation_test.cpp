// A question without an explanation is valid and every output shows none for it, the others keeping theirs.
#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>
#include <string>

#include "export/format_table.hpp"
#include "export/player/quiz_data.hpp"
#include "load/load_bank.hpp"
#include "support/collect.hpp"
#include "support/source_dir.hpp"
#include "validate/xml_schema.hpp"

namespace {

using quizpack::test::collect;
using quizpack::test::package_entry;

const quizpack::Quiz& bank_without_some_explanations() {
  static const quizpack::LoadResult loaded =
      quizpack::load_banks({quizpack::test::source_path("tests/validate/cases/missing-explanation/quiz.json")});
  if (loaded.has_errors() || loaded.quizzes.size() != 1) throw std::runtime_error("the bank does not load");
  return loaded.quizzes.front();
}

std::string file_bytes(const quizpack::WriterOutput& out, const std::string& path) {
  return package_entry(out, path).make ? package_entry(out, path).make() : package_entry(out, path).bytes;
}

}  // namespace

TEST_CASE("a question without an explanation loads without one, and the others keep theirs") {
  const auto& quiz = bank_without_some_explanations();
  for (const auto& q : quiz.questions) {
    INFO(q.id);
    CHECK(q.explanation.has_value() == (q.id != "tf" && q.id != "essay"));
  }
}

TEST_CASE("every format writes a bank with questions without explanations, valid against its schemas") {
  const auto& quiz = bank_without_some_explanations();
  for (const auto& format : quizpack::formats()) {
    for (const auto& lang : quiz.languages) {
      INFO(format.name << " " << lang);
      const quizpack::WriterOutput out = collect(format.name, quiz, lang);
      for (const auto& file : out.files) {
        if (file.schema.empty()) continue;
        INFO(file.path);
        CHECK(quizpack::validate_xml(file.make ? file.make() : file.bytes, file.schema).empty());
      }
    }
  }
}

TEST_CASE("an absent explanation is no general feedback, modal feedback or player text") {
  const auto& quiz = bank_without_some_explanations();
  const std::string gift = collect("gift", quiz, "en").files.front().bytes;
  CHECK(gift.find("bfloat16 keeps FP32's 8 exponent bits.") != std::string::npos);
  const auto tf = gift.find("::tf::");
  REQUIRE(tf != std::string::npos);
  CHECK(gift.substr(tf, gift.find("}\n", tf) - tf).find("####") == std::string::npos);

  const auto qti = collect("qti21", quiz, "en");
  CHECK(file_bytes(qti, "items/single.xml").find("modalFeedback") != std::string::npos);
  CHECK(file_bytes(qti, "items/tf.xml").find("modalFeedback") == std::string::npos);

  std::string data = quizpack::player_quiz_data(quiz, "en");
  data = data.substr(data.find('{'));
  data = data.substr(0, data.rfind('}') + 1);
  const auto parsed = nlohmann::json::parse(data);
  for (const auto& q : parsed.at("questions")) {
    INFO(q.at("id"));
    const bool without = q.at("id") == "tf" || q.at("id") == "essay";
    CHECK(q.contains("explanation") == !without);
  }
}
