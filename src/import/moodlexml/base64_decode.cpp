// Decodes base64 four characters at a time, allowing the line breaks and padding Moodle writes.
#include "import/moodlexml/base64_decode.hpp"

#include <array>

namespace quizpack {
namespace {

// The 6-bit value of each base64 character; -1 for other characters.
constexpr std::array<int, 256> decoding_table() {
  std::array<int, 256> table{};
  for (auto& v : table) v = -1;
  const char* alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  for (int i = 0; i < 64; ++i) table[static_cast<unsigned char>(alphabet[i])] = i;
  return table;
}

bool is_space(char c) { return c == ' ' || c == '\n' || c == '\r' || c == '\t'; }

}  // namespace

std::optional<std::string> decode_base64(std::string_view text) {
  static constexpr auto kTable = decoding_table();
  std::string out;
  out.reserve(text.size() / 4 * 3);
  unsigned buffer = 0;
  int bits = 0, padding = 0;
  for (char c : text) {
    if (is_space(c)) continue;
    if (c == '=') {
      ++padding;
      continue;
    }
    const int value = kTable[static_cast<unsigned char>(c)];
    if (value < 0 || padding > 0) return std::nullopt;
    buffer = (buffer << 6) | static_cast<unsigned>(value);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out += static_cast<char>((buffer >> bits) & 0xFF);
    }
  }
  if (padding > 2 || bits >= 6) return std::nullopt;
  return out;
}

}  // namespace quizpack
