// Table-driven escaping for HTML, JSON strings and both, against byte-by-byte references and nlohmann::json.
#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "text/html.hpp"
#include "text/markdown.hpp"

using namespace quizpack;
using namespace std::string_literals;

namespace {

std::string html_reference(const std::string& s) {
  std::string out;
  for (char c : s) {
    if (c == '&')
      out += "&amp;";
    else if (c == '<')
      out += "&lt;";
    else if (c == '>')
      out += "&gt;";
    else if (c == '"')
      out += "&quot;";
    else if (c == '\'')
      out += "&#39;";
    else
      out += c;
  }
  return out;
}

// The inside of the JSON string nlohmann::json writes for `s`, which must be well-formed UTF-8.
std::string json_reference(const std::string& s) {
  const std::string quoted = nlohmann::json(s).dump();
  return quoted.substr(1, quoted.size() - 2);
}

std::string escaped_json(const std::string& s) {
  std::string out = "prefix";
  REQUIRE(append_escaped_json(out, s));
  return out.substr(6);
}

std::string escaped_html_json(const std::string& s) {
  std::string out = "prefix";
  REQUIRE(append_escaped_html_json(out, s));
  return out.substr(6);
}

// Texts with specials at every offset of a 16-byte block, long clean runs and multi-byte characters.
std::vector<std::string> samples() {
  std::vector<std::string> texts = {"",
                                    "plain",
                                    "&<>\"'\\/",
                                    "controls \b\f\n\r\t \x01\x1f\x7f end"s,
                                    "nul \0 inside"s,
                                    "日本語 हिन्दी العربية 😀 é",
                                    "a fairly long clean run of ASCII text that spans several blocks of sixteen bytes"};
  for (std::size_t at = 0; at < 40; ++at)
    for (const std::string& special : {"&"s, "<"s, "\""s, "'"s, "\\"s, "\n"s, "\x1f"s, "\x7f"s, "é"s, "語"s, "😀"s})
      texts.push_back(std::string(at, 'x') + special + std::string(40 - at, 'y'));
  return texts;
}

}  // namespace

TEST_CASE("every ASCII character escapes as the byte-by-byte references do") {
  for (int c = 0; c < 0x80; ++c) {
    const std::string s(1, static_cast<char>(c));
    INFO("character " << c);
    std::string html;
    append_escaped_html(html, s);
    CHECK(html == html_reference(s));
    CHECK(escaped_json(s) == json_reference(s));
    CHECK(escaped_html_json(s) == json_reference(html_reference(s)));
  }
}

TEST_CASE("long texts, specials at every offset and multi-byte UTF-8 escape as the references do") {
  for (const auto& s : samples()) {
    INFO(s);
    CHECK(escape_html(s) == html_reference(s));
    CHECK(escaped_json(s) == json_reference(s));
    CHECK(escaped_html_json(s) == json_reference(html_reference(s)));
  }
}

TEST_CASE("HTML escaping keeps any byte that is not special, even in invalid UTF-8") {
  CHECK(escape_html("bad \xff & cut \xe6\x97") == "bad \xff &amp; cut \xe6\x97");
  CHECK(escape_html("") == "");
}

TEST_CASE("JSON escaping refuses text that is not well-formed UTF-8") {
  const std::vector<std::string> bad = {"\xff",
                                        "bad \xff byte",
                                        "cut \xe6\x97",
                                        "\xe6\x97",
                                        "overlong \xc0\xaf",
                                        "overlong \xe0\x80\xaf",
                                        "surrogate \xed\xa0\x80",
                                        "above \xf4\x90\x80\x80 max",
                                        "lone continuation \x80",
                                        "日本\xe8\xaa",
                                        std::string(20, 'x') + "\xf5\x80\x80\x80" + std::string(20, 'y')};
  for (const auto& s : bad) {
    INFO(s);
    std::string out;
    CHECK_FALSE(append_escaped_json(out, s));
    CHECK_FALSE(append_escaped_html_json(out, s));
  }
  std::string out;
  CHECK(append_escaped_json(out, "\xed\x9f\xbf \xf4\x8f\xbf\xbf \xf0\x90\x80\x80"));
}

TEST_CASE("HTML written into a JSON string is the quoted rendering") {
  const std::vector<std::string> sources = {
      "", "Use `x < y` with *care* and [docs](https://example.org \"the \\\"docs\\\"\").",
      "# Title\n\n1. one\n2. two\n\n> quoted\n\n```\ncode \\ block\n```\n\n---\n\nline  \nbreak",
      "![a \"chart\"](media/chart.png 'its title') and [bad](javascript:alert(1))",
      "3. three\n4. four\n\n- *tight* item\n- **bold** 日本語"};
  for (const bool unwrap : {false, true}) {
    HtmlOptions options;
    options.unwrap_single_paragraph = unwrap;
    options.image_url = [](const std::string& src) { return "m/" + src + "?a=1&b=\"2\""; };
    for (const auto& source : sources) {
      INFO(source);
      const RichText text = parse_markdown(source);
      std::string out = "[";
      REQUIRE(append_html_json(out, text, options));
      CHECK(out == "[" + json_reference(render_html(text, options)));
    }
  }
}
