// GIFT text after escape processing: each character knows whether it was escaped and where it came from.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace quizpack::gift {

// A window on scanned text; it points into a Scanned, which must outlive it.
struct ScanView {
  std::string_view chars;
  const std::uint8_t* literal = nullptr;  // 1: escaped, so text, never syntax
  const std::size_t* origin = nullptr;    // offset of each character in the source block

  [[nodiscard]] std::size_t size() const { return chars.size(); }
  [[nodiscard]] bool empty() const { return chars.empty(); }
  [[nodiscard]] bool live(std::size_t i, char c) const { return i < chars.size() && chars[i] == c && !literal[i]; }
};

// Scanned text that owns its characters, escape flags and source offsets.
struct Scanned {
  std::string chars;
  std::vector<std::uint8_t> literal;  // not vector<bool>: slow to splice
  std::vector<std::size_t> origin;

  [[nodiscard]] ScanView view() const { return {chars, literal.data(), origin.data()}; }
};

// Resolves \\ \: \# \= \{ \} \~ \n as Moodle's escapedchar_pre does; `base` is the offset of `text`.
Scanned scan_escapes(std::string_view text, std::size_t base);

ScanView slice(const ScanView& s, std::size_t begin, std::size_t end);
ScanView slice_from(const ScanView& s, std::size_t begin);
void append(Scanned& to, const ScanView& from);
void append_live(Scanned& to, std::string_view text, std::size_t origin);

// Position of `needle` made of unescaped characters only, or npos.
std::size_t find_live(const ScanView& s, std::string_view needle, std::size_t from = 0);
std::size_t rfind_live(const ScanView& s, std::string_view needle);

// PHP trim() on the escaped form: escaped characters (Moodle's placeholders) are never white space.
ScanView trim_live(const ScanView& s);

// The text as Moodle's escapedchar_post leaves it, then trimmed.
std::string post_text(const ScanView& s);

// The text as Moodle keeps it where it never calls escapedchar_post (category names).
std::string placeholder_text(const ScanView& s);

// PHP's trim() character set.
bool is_php_space(char c);
std::string_view php_trim_view(std::string_view text);
std::string php_trim(std::string_view text);

// PHP 8 is_numeric() for a decimal string.
bool is_php_numeric(std::string_view text);

}  // namespace quizpack::gift
