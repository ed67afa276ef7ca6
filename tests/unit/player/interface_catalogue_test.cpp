// The player's catalogue read from its strings.js: every key the bank schema's "ui" takes, per language.
#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include "embed/embedded_file.hpp"
#include "export/player/interface_catalogue.hpp"

TEST_CASE("the interface catalogue gives every ui key of the bank schema, in the language or in English") {
  const auto* schema = quizpack::find_embedded(quizpack::schema_files(), "bank/quizpack-bank.schema.json");
  REQUIRE(schema);
  const auto keys = nlohmann::json::parse(schema->data).at("definitions").at("uiTexts").at("properties");
  for (const std::string lang : {"en", "fr", "zh-TW", "sw", "vi"}) {
    INFO(lang);
    const quizpack::UiTexts texts = quizpack::interface_catalogue(lang);
    CHECK(texts.size() == keys.size());
    for (const auto& [key, value] : keys.items()) CHECK(texts.count(key) == 1);
  }
  CHECK(quizpack::interface_catalogue("en").at("start").text == "Start the quiz");
  CHECK(quizpack::interface_catalogue("sw").at("start").text == "Start the quiz");
  CHECK(quizpack::interface_catalogue("fr").at("trueLabel").text == "Vrai");
  CHECK(quizpack::interface_catalogue("fr").at("start").text != "Start the quiz");
  CHECK(quizpack::interface_catalogue("zh-TW").at("lmsError").text.find("學習") != std::string::npos);
}
