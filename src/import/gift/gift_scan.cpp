// GIFT escape processing and searches that skip escaped characters, mirroring Moodle's placeholders.
#include "import/gift/gift_scan.hpp"

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

std::string php_trim(std::string_view text) {
  std::size_t b = 0, e = text.size();
  while (b < e && is_php_space(text[b])) ++b;
  while (e > b && is_php_space(text[e - 1])) --e;
  return std::string(text.substr(b, e - b));
}

Scanned scan_escapes(std::string_view text, std::size_t base) {
  Scanned s;
  s.chars.reserve(text.size());
  s.literal.reserve(text.size());
  s.origin.reserve(text.size());
  auto push = [&s](char c, bool literal, std::size_t origin) {
    s.chars.push_back(c);
    s.literal.push_back(literal);
    s.origin.push_back(origin);
  };
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (c == '\\' && i + 1 < text.size()) {
      const char next = text[i + 1];
      if (next == '\\') {
        push('\\', true, base + i);
        ++i;
        continue;
      }
      if (is_escapable(next)) {
        push(next == 'n' ? '\n' : next, true, base + i);
        ++i;
        continue;
      }
    }
    push(c, false, base + i);
  }
  return s;
}

Scanned slice(const Scanned& s, std::size_t begin, std::size_t end) {
  Scanned out;
  if (begin >= end || begin >= s.size()) return out;
  if (end > s.size()) end = s.size();
  out.chars = s.chars.substr(begin, end - begin);
  out.literal.assign(s.literal.begin() + static_cast<std::ptrdiff_t>(begin),
                     s.literal.begin() + static_cast<std::ptrdiff_t>(end));
  out.origin.assign(s.origin.begin() + static_cast<std::ptrdiff_t>(begin),
                    s.origin.begin() + static_cast<std::ptrdiff_t>(end));
  return out;
}

Scanned slice_from(const Scanned& s, std::size_t begin) { return slice(s, begin, s.size()); }

void append(Scanned& to, const Scanned& from) {
  to.chars += from.chars;
  to.literal.insert(to.literal.end(), from.literal.begin(), from.literal.end());
  to.origin.insert(to.origin.end(), from.origin.begin(), from.origin.end());
}

void append_live(Scanned& to, std::string_view text, std::size_t origin) {
  for (char c : text) {
    to.chars.push_back(c);
    to.literal.push_back(false);
    to.origin.push_back(origin);
  }
}

std::size_t find_live(const Scanned& s, std::string_view needle, std::size_t from) {
  if (needle.empty() || s.size() < needle.size()) return std::string::npos;
  for (std::size_t i = from; i + needle.size() <= s.size(); ++i) {
    bool match = true;
    for (std::size_t k = 0; k < needle.size() && match; ++k) match = s.live(i + k, needle[k]);
    if (match) return i;
  }
  return std::string::npos;
}

std::size_t rfind_live(const Scanned& s, std::string_view needle) {
  if (needle.empty() || s.size() < needle.size()) return std::string::npos;
  for (std::size_t i = s.size() - needle.size() + 1; i-- > 0;) {
    bool match = true;
    for (std::size_t k = 0; k < needle.size() && match; ++k) match = s.live(i + k, needle[k]);
    if (match) return i;
  }
  return std::string::npos;
}

Scanned trim_live(const Scanned& s) {
  std::size_t b = 0, e = s.size();
  while (b < e && !s.literal[b] && is_php_space(s.chars[b])) ++b;
  while (e > b && !s.literal[e - 1] && is_php_space(s.chars[e - 1])) --e;
  return slice(s, b, e);
}

std::string post_text(const Scanned& s) {
  // Placeholder-like text typed by the author is turned into characters too, as in Moodle.
  std::string text = s.chars;
  replace_all(text, "&&092;", "\\");
  for (const auto& [placeholder, c] : kPlaceholders) replace_all(text, placeholder, std::string(1, c));
  return php_trim(text);
}

std::string placeholder_text(const Scanned& s) {
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
