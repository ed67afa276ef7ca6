// UTF-8 well-formedness (RFC 3629), shared by the Markdown fast path, the JSON escaping and the importers.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string_view>

namespace quizpack {

// Length of the well-formed UTF-8 sequence that starts at `s[i]` (1 for ASCII); 0 when it is malformed:
// a stray continuation byte, a truncated sequence, an overlong form, a surrogate or a code point past U+10FFFF.
inline std::size_t utf8_sequence_length(std::string_view s, std::size_t i) {
  const auto b = [&](std::size_t k) { return static_cast<unsigned char>(s[i + k]); };
  const auto cont = [&](std::size_t k) { return (b(k) & 0xC0) == 0x80; };
  const unsigned char c = b(0);
  const std::size_t left = s.size() - i;
  // most non-Latin scripts: three bytes, lead neither E0 (overlong risk) nor ED (surrogates)
  if (c > 0xE0 && c <= 0xEF && c != 0xED && left >= 3 && cont(1) && cont(2)) return 3;
  if (c < 0x80) return 1;
  if (c >= 0xC2 && c <= 0xDF) return left >= 2 && cont(1) ? 2 : 0;
  if (c >= 0xE0 && c <= 0xEF) {
    if (left < 3 || !cont(1) || !cont(2)) return 0;
    if (c == 0xE0 && b(1) < 0xA0) return 0;   // overlong
    if (c == 0xED && b(1) >= 0xA0) return 0;  // surrogate
    return 3;
  }
  if (c >= 0xF0 && c <= 0xF4) {
    if (left < 4 || !cont(1) || !cont(2) || !cont(3)) return 0;
    if (c == 0xF0 && b(1) < 0x90) return 0;   // overlong
    if (c == 0xF4 && b(1) >= 0x90) return 0;  // above U+10FFFF
    return 4;
  }
  return 0;
}

// The offset of the first byte of `s` that starts no well-formed sequence, or npos; ASCII goes eight bytes a step.
inline std::size_t first_malformed_utf8(std::string_view s) {
  for (std::size_t i = 0; i < s.size();) {
    std::uint64_t word = 0;
    if (i + sizeof word <= s.size()) {
      std::memcpy(&word, s.data() + i, sizeof word);
      if ((word & 0x8080808080808080ULL) == 0) {
        i += sizeof word;
        continue;
      }
    }
    const std::size_t n = utf8_sequence_length(s, i);
    if (n == 0) return i;
    i += n;
  }
  return std::string_view::npos;
}

}  // namespace quizpack
