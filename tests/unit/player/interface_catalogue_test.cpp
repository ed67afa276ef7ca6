// The player's catalogue read from src/player/strings/*.json: every key the bank schema's "ui" takes, per language.
#include <catch2/catch.hpp>

#include <fstream>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "embed/embedded_file.hpp"
#include "export/player/interface_catalogue.hpp"
#include "support/source_dir.hpp"

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

// The table the player's own matching runs too (tests/browser/strings.unit.test.mjs): a package carries English and
// the language the player picks, and a translator is given that language's texts.
TEST_CASE("a package carries English and the catalogue language the player matches its language to") {
  std::ifstream in(quizpack::test::source_path("tests/i18n/catalogue-languages.json"));
  const auto cases = nlohmann::json::parse(in).at("cases");
  REQUIRE(cases.size() > 10);
  for (const auto& [tag, want] : cases.items()) {
    INFO(tag);
    std::vector<std::string> expected{"en"};
    if (!want.is_null() && want != "en") expected.push_back(want.get<std::string>());
    CHECK(quizpack::packaged_catalogue_languages(tag) == expected);
    const std::string own = want.is_null() ? "en" : want.get<std::string>();
    CHECK(quizpack::interface_catalogue(tag).at("next").text == quizpack::interface_catalogue(own).at("next").text);
  }
  CHECK(quizpack::packaged_catalogue_languages("de-XA") == std::vector<std::string>{"en"});
}

TEST_CASE("the package's strings script holds each language's texts without the files' metadata") {
  const std::string script = quizpack::interface_strings_script({"en", "zh-Hant"});
  REQUIRE(script.starts_with("window.QUIZPACK_STRINGS = {"));
  REQUIRE(script.ends_with("};\n"));
  const auto json = nlohmann::json::parse(script.substr(26, script.size() - 28));
  CHECK(json.size() == 2);
  CHECK(json.at("zh-Hant").at("next") == "下一題");
  CHECK(json.at("en").at("start") == "Start the quiz");
  CHECK_FALSE(json.at("en").contains("@@locale"));
  CHECK(quizpack::catalogue_languages().size() == 18);
}

TEST_CASE("every catalogue language is one the true and false table and the language matching know") {
  for (const auto& lang : quizpack::catalogue_languages()) {
    INFO(lang);
    CHECK(quizpack::packaged_catalogue_languages(lang).back() == lang);
  }
}
