// The UTF-8 checks shared by the Markdown fast path, the JSON escaping and the importers.
#include <catch2/catch.hpp>

#include <string>

#include "text/utf8.hpp"

using namespace quizpack;

TEST_CASE("well-formed UTF-8 sequences have their length; malformed ones have none") {
  const struct {
    std::string bytes;
    std::size_t length;
  } cases[] = {
      {"a", 1},
      {"\x7f", 1},
      {"\xc3\xa9", 2},          // é
      {"\xe3\x81\x82", 3},      // あ
      {"\xe0\xa4\x85", 3},      // अ
      {"\xf0\x9f\x9a\x80", 4},  // 🚀
      {"\xf4\x8f\xbf\xbf", 4},  // U+10FFFF
      {"\xef\xbf\xbf", 3},      // U+FFFF
      {"\x80", 0},              // stray continuation byte
      {"\xc0\xaf", 0},          // overlong
      {"\xc1\xbf", 0},          // overlong
      {"\xe0\x80\xaf", 0},      // overlong
      {"\xf0\x8f\xbf\xbf", 0},  // overlong
      {"\xed\xa0\x80", 0},      // surrogate
      {"\xf4\x90\x80\x80", 0},  // past U+10FFFF
      {"\xf5\x80\x80\x80", 0},  // no such lead byte
      {"\xe3\x81", 0},          // truncated
      {"\xf0\x9f\x9a", 0},      // truncated
      {"\xe3\x41\x82", 0},      // ASCII where a continuation belongs
  };
  for (const auto& c : cases) {
    INFO(c.bytes);
    CHECK(utf8_sequence_length(c.bytes, 0) == c.length);
  }
  const std::string later = "x\xe3\x81\x82";
  CHECK(utf8_sequence_length(later, 1) == 3);
}

TEST_CASE("the first malformed byte is found wherever it falls among eight-byte ASCII runs") {
  CHECK(first_malformed_utf8("") == std::string_view::npos);
  CHECK(first_malformed_utf8("plain ASCII text, longer than eight bytes") == std::string_view::npos);
  CHECK(first_malformed_utf8("mixed \xe3\x81\x82 and \xf0\x9f\x9a\x80 text over sixteen bytes") ==
        std::string_view::npos);
  for (std::size_t at = 0; at < 20; ++at) {
    INFO("bad byte at " << at);
    std::string text(24, 'a');
    text[at] = '\x80';
    CHECK(first_malformed_utf8(text) == at);
    std::string truncated(at, 'b');
    truncated += "\xe3\x81";
    CHECK(first_malformed_utf8(truncated) == at);
    std::string after_sequence(at, 'c');
    after_sequence += "\xc3\xa9\xff" + std::string(9, 'd');
    CHECK(first_malformed_utf8(after_sequence) == at + 2);
  }
}
