// An accepted answer stored decomposed reaches every output composed (NFC), as the player compares it.
#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>
#include <string>

#include "export/player/quiz_data.hpp"
#include "load/load_bank.hpp"
#include "support/collect.hpp"

namespace {

using nlohmann::json;

const std::string kDecomposed = "cafe\xCC\x81";
const std::string kComposed = "caf\xC3\xA9";

json text(const std::string& s) { return {{"en", {{"text", s}, {"state", "source"}}}}; }

std::string decomposed_answer_bank() {
  json question = {{"id", "drink"},
                   {"kind", "short-answer"},
                   {"stem", text("Where is coffee served?")},
                   {"explanation", text("In a " + kDecomposed + ".")},
                   {"accepted", {{"en", {kDecomposed}}}}};
  json bank = {{"id", "nfc"},
               {"version", "1.0.0"},
               {"sourceLanguage", "en"},
               {"languages", {"en"}},
               {"title", text("Accents")},
               {"description", text("One answer.")},
               {"questions", {question}}};
  return bank.dump(1);
}

std::string all_bytes(const quizpack::WriterOutput& out) {
  std::string all;
  for (const auto& f : out.files) all += f.bytes;
  return all;
}

}  // namespace

TEST_CASE("a decomposed accepted answer is exported composed in every format") {
  const auto loaded = quizpack::load_bank_text(decomposed_answer_bank(), "nfc.json", ".");
  REQUIRE_FALSE(loaded.has_errors());
  const auto& quiz = loaded.quizzes.front();
  const std::string gift = all_bytes(quizpack::test::collect("gift", quiz, "en"));
  const std::string moodle = all_bytes(quizpack::test::collect("moodlexml", quiz, "en"));
  const std::string qti = all_bytes(quizpack::test::collect("qti21", quiz, "en"));
  const std::string player = quizpack::player_quiz_data(quiz, "en");
  CHECK(gift.find("=" + kComposed) != std::string::npos);
  CHECK(moodle.find("<text>" + kComposed + "</text>") != std::string::npos);
  CHECK(qti.find("<value>" + kComposed + "</value>") != std::string::npos);
  CHECK(qti.find("mapKey=\"" + kComposed + "\"") != std::string::npos);
  CHECK(player.find("\"" + kComposed + "\"") != std::string::npos);
  for (const auto* bytes : {&gift, &moodle, &qti, &player}) CHECK(bytes->find(kDecomposed) == std::string::npos);
}
