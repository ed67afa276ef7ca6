// JSON text written without a document is byte for byte what nlohmann::json's dump(1) writes.
#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include "export/player/json_text.hpp"

namespace {

using namespace std::string_literals;

std::string dumped(const nlohmann::json& j) { return j.dump(1, ' ', false, nlohmann::json::error_handler_t::replace); }

}  // namespace

TEST_CASE("json text matches nlohmann's dump for nested, empty and escaped values") {
  const std::vector<std::string> texts = {"plain",
                                          "",
                                          "quote \" backslash \\ slash /",
                                          "controls \b\f\n\r\t \x01\x1f\x7f end"s,
                                          "nul \0 inside"s,
                                          "日本語 हिन्दी العربية 😀",
                                          "bad \xff byte",
                                          "cut \xe6\x97",
                                          "overlong \xc0\xaf and surrogate \xed\xa0\x80",
                                          "above \xf4\x90\x80\x80 max"};
  quizpack::JsonText j;
  nlohmann::json expected = nlohmann::json::object();
  j.begin_object();
  j.key("a-empty-array");
  j.begin_array();
  j.end_array();
  expected["a-empty-array"] = nlohmann::json::array();
  j.key("b-empty-object");
  j.begin_object();
  j.end_object();
  expected["b-empty-object"] = nlohmann::json::object();
  j.key("c-numbers");
  j.begin_array();
  for (double x : {0.0, 1.0, 0.75, -2.5, 1e21, 1.0 / 3.0}) {
    j.number(x);
    expected["c-numbers"].push_back(x);
  }
  j.integer(1);
  expected["c-numbers"].push_back(1);
  j.end_array();
  j.key("d-texts");
  j.strings(texts);
  expected["d-texts"] = texts;
  j.key("e-nested");
  j.begin_array();
  j.begin_object();
  j.key("flag");
  j.boolean(true);
  j.key("off");
  j.boolean(false);
  j.end_object();
  j.end_array();
  expected["e-nested"] = nlohmann::json::array({{{"flag", true}, {"off", false}}});
  j.end_object();
  CHECK(j.text() == dumped(expected));
}
