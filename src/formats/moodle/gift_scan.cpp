// GIFT escape processing and searches that skip escaped characters, mirroring Moodle's placeholders.
#include "formats/moodle/gift_scan.hpp"

#include <array>
#include <cctype>
#include <utility>

namespace quizpack::gift {
namespace {

// Moodle's placeholder for each escapable character, in the order escapedchar_post replaces them.
constexpr std::array<std::pair<std::string_view, char>, 7> kPlaceholders = {{
    {"&&058;", ':'},
    {"&&035;", '#'},
    {"&&061;", '='},
    {"&&123;", '{'},
    {"&&125;", '}'},
    {"&&126;", '~'},
    {"&&010", '\n'},
}};

void replace_all(std::string& text, std::string_view from, std::string_view to) {
  std::size_t at = 0;
  while ((at = text.find(from, at)) != std::string::npos) {
    text.replace(at, from.size(), to);
    at += to.size();
  }
}

bool is_escapable(char c) { return c == ':' || c == '#' || c == '=' || c == '{' || c == '}' || c == '~' || c == 'n'; }

}  // namespace

bool is_php_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\0' || c == '\x0B'; }

std::string_view php_trim_view(std::string_view text) {
  std::size_t b = 0, e = text.size();
  while (b < e && is_php_space(text[b])) ++b;
  while (e > b && is_php_space(text[e - 1])) --e;
  return text.substr(b, e - b);
}

std::string php_trim(std::string_view text) { return std::string(php_trim_view(text)); }

Scanned scan_escapes(std::string_view text, std::size_t base) {
  Scanned s;
  s.chars.reserve(text.size());
  s.literal.reserve(text.size());
  s.origin.reserve(text.size());
  auto push_run = [&](std::size_t begin, std::size_t end) {
    s.chars.append(text.data() + begin, end - begin);
    s.literal.insert(s.literal.end(), end - begin, 0);
    const std::size_t at = s.origin.size();
    s.origin.resize(at + (end - begin));
    for (std::size_t k = 0; k < end - begin; ++k) s.origin[at + k] = base + begin + k;
  };
  std::size_t i = 0;
  while (i < text.size()) {
    std::size_t slash = text.find('\\', i);
    if (slash == std::string_view::npos) slash = text.size();
    push_run(i, slash);
    if (slash == text.size()) break;
    const char next = slash + 1 < text.size() ? text[slash + 1] : '\0';
    if (slash + 1 < text.size() && (next == '\\' || is_escapable(next))) {
      s.chars.push_back(next == 'n' ? '\n' : next);
      s.literal.push_back(1);
      s.origin.push_back(base + slash);
      i = slash + 2;
    } else {
      push_run(slash, slash + 1);
      i = slash + 1;
    }
  }
  return s;
}

ScanView slice(const ScanView& s, std::size_t begin, std::size_t end) {
  if (begin >= end || begin >= s.size()) return {};
  if (end > s.size()) end = s.size();
  return {s.chars.substr(begin, end - begin), s.literal + begin, s.origin + begin};
}

ScanView slice_from(const ScanView& s, std::size_t begin) { return slice(s, begin, s.size()); }

void append(Scanned& to, const ScanView& from) {
  to.chars += from.chars;
  to.literal.insert(to.literal.end(), from.literal, from.literal + from.size());
  to.origin.insert(to.origin.end(), from.origin, from.origin + from.size());
}

void append_live(Scanned& to, std::string_view text, std::size_t origin) {
  to.chars += text;
  to.literal.insert(to.literal.end(), text.size(), 0);
  to.origin.insert(to.origin.end(), text.size(), origin);
}

namespace {

// True when `needle` sits at `at` in `s` and none of its characters was escaped.
bool live_at(const ScanView& s, std::size_t at, std::string_view needle) {
  for (std::size_t k = 0; k < needle.size(); ++k)
    if (s.chars[at + k] != needle[k] || s.literal[at + k]) return false;
  return true;
}

}  // namespace

std::size_t find_live(const ScanView& s, std::string_view needle, std::size_t from) {
  if (needle.empty() || s.size() < needle.size()) return std::string::npos;
  const std::size_t last = s.size() - needle.size();
  for (std::size_t i = s.chars.find(needle[0], from); i != std::string_view::npos && i <= last;
       i = s.chars.find(needle[0], i + 1))
    if (live_at(s, i, needle)) return i;
  return std::string::npos;
}

std::size_t rfind_live(const ScanView& s, std::string_view needle) {
  if (needle.empty() || s.size() < needle.size()) return std::string::npos;
  for (std::size_t i = s.size() - needle.size() + 1; i-- > 0;)
    if (s.chars[i] == needle[0] && live_at(s, i, needle)) return i;
  return std::string::npos;
}

ScanView trim_live(const ScanView& s) {
  std::size_t b = 0, e = s.size();
  while (b < e && !s.literal[b] && is_php_space(s.chars[b])) ++b;
  while (e > b && !s.literal[e - 1] && is_php_space(s.chars[e - 1])) --e;
  return slice(s, b, e);
}

std::string post_text(const ScanView& s) {
  // Without "&&" no placeholder can match, so the text only needs trimming.
  if (s.chars.find("&&") == std::string_view::npos) return php_trim(s.chars);
  // Placeholder-like text typed by the author is turned into characters too, as in Moodle.
  std::string text(s.chars);
  replace_all(text, "&&092;", "\\");
  for (const auto& [placeholder, c] : kPlaceholders) replace_all(text, placeholder, std::string_view(&c, 1));
  return php_trim(text);
}

std::string placeholder_text(const ScanView& s) {
  std::string text;
  for (std::size_t i = 0; i < s.size(); ++i) {
    const char c = s.chars[i];
    if (!s.literal[i] || c == '\\') {
      text += c;
      continue;
    }
    for (const auto& [placeholder, original] : kPlaceholders)
      if (original == c) text += placeholder;
  }
  replace_all(text, "&&092;", "\\");
  return text;
}

bool is_php_numeric(std::string_view text) {
  std::size_t i = 0, n = text.size();
  while (i < n && (text[i] == ' ' || text[i] == '\t' || text[i] == '\n' || text[i] == '\r' || text[i] == '\v' ||
                   text[i] == '\f'))
    ++i;
  while (n > i && (text[n - 1] == ' ' || text[n - 1] == '\t' || text[n - 1] == '\n' || text[n - 1] == '\r' ||
                   text[n - 1] == '\v' || text[n - 1] == '\f'))
    --n;
  if (i < n && (text[i] == '+' || text[i] == '-')) ++i;
  auto digit = [&](std::size_t k) { return k < n && std::isdigit(static_cast<unsigned char>(text[k])); };
  std::size_t digits = 0;
  while (digit(i)) ++i, ++digits;
  if (i < n && text[i] == '.') {
    ++i;
    while (digit(i)) ++i, ++digits;
  }
  if (digits == 0) return false;
  if (i < n && (text[i] == 'e' || text[i] == 'E')) {
    ++i;
    if (i < n && (text[i] == '+' || text[i] == '-')) ++i;
    if (!digit(i)) return false;
    while (digit(i)) ++i;
  }
  return i == n;
}

}  // namespace quizpack::gift
