// Writes JSON text as nlohmann::json's dump(1, ' ', false, replace) would, without building a document.
#include "player/json_text.hpp"

#include <nlohmann/json.hpp>

namespace quizpack {
namespace {

// Length of the well-formed UTF-8 sequence at `s[i]` (RFC 3629), or 0 when it is not one.
std::size_t utf8_length(std::string_view s, std::size_t i) {
  const auto b = [&](std::size_t k) { return static_cast<unsigned char>(s[k]); };
  const unsigned char c = b(i);
  const std::size_t left = s.size() - i;
  auto cont = [&](std::size_t k) { return (b(i + k) & 0xC0) == 0x80; };
  if (c >= 0xC2 && c <= 0xDF) return left >= 2 && cont(1) ? 2 : 0;
  if (c >= 0xE0 && c <= 0xEF) {
    if (left < 3 || !cont(1) || !cont(2)) return 0;
    if (c == 0xE0 && b(i + 1) < 0xA0) return 0;   // overlong
    if (c == 0xED && b(i + 1) >= 0xA0) return 0;  // surrogate
    return 3;
  }
  if (c >= 0xF0 && c <= 0xF4) {
    if (left < 4 || !cont(1) || !cont(2) || !cont(3)) return 0;
    if (c == 0xF0 && b(i + 1) < 0x90) return 0;   // overlong
    if (c == 0xF4 && b(i + 1) >= 0x90) return 0;  // above U+10FFFF
    return 4;
  }
  return 0;
}

// Appends `s` quoted and escaped; false (nothing appended) when `s` is not well-formed UTF-8.
bool append_quoted(std::string& out, std::string_view s) {
  static constexpr char kHex[] = "0123456789abcdef";
  for (std::size_t i = 0; i < s.size();) {
    const auto c = static_cast<unsigned char>(s[i]);
    if (c < 0x80) {
      ++i;
      continue;
    }
    const std::size_t n = utf8_length(s, i);
    if (n == 0) return false;
    i += n;
  }
  out += '"';
  std::size_t run = 0;
  for (std::size_t i = 0; i < s.size(); ++i) {
    const auto c = static_cast<unsigned char>(s[i]);
    if (c >= 0x20 && c != '"' && c != '\\') continue;
    out.append(s.substr(run, i - run));
    run = i + 1;
    switch (c) {
      case '"':
        out += "\\\"";
        break;
      case '\\':
        out += "\\\\";
        break;
      case '\b':
        out += "\\b";
        break;
      case '\t':
        out += "\\t";
        break;
      case '\n':
        out += "\\n";
        break;
      case '\f':
        out += "\\f";
        break;
      case '\r':
        out += "\\r";
        break;
      default:
        out += "\\u00";
        out += kHex[c >> 4];
        out += kHex[c & 0xF];
    }
  }
  out.append(s.substr(run));
  out += '"';
  return true;
}

}  // namespace

void JsonText::element() {
  if (after_key_) {
    after_key_ = false;
    return;
  }
  if (empty_.empty()) return;
  if (!empty_.back()) out_ += ',';
  empty_.back() = false;
  out_ += '\n';
  out_.append(empty_.size(), ' ');
}

void JsonText::close(char bracket) {
  const bool was_empty = empty_.back();
  empty_.pop_back();
  if (!was_empty) {
    out_ += '\n';
    out_.append(empty_.size(), ' ');
  }
  out_ += bracket;
}

void JsonText::begin_object() {
  element();
  out_ += '{';
  empty_.push_back(true);
}

void JsonText::end_object() { close('}'); }

void JsonText::begin_array() {
  element();
  out_ += '[';
  empty_.push_back(true);
}

void JsonText::end_array() { close(']'); }

void JsonText::key(std::string_view name) {
  element();
  append_quoted(out_, name);
  out_ += ": ";
  after_key_ = true;
}

void JsonText::string(std::string_view value) {
  element();
  if (!append_quoted(out_, value))
    out_ += nlohmann::json(std::string(value)).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

void JsonText::boolean(bool value) {
  element();
  out_ += value ? "true" : "false";
}

void JsonText::integer(long value) {
  element();
  out_ += std::to_string(value);
}

void JsonText::number(double value) {
  element();
  out_ += nlohmann::json(value).dump();
}

void JsonText::strings(const std::vector<std::string>& values) {
  begin_array();
  for (const auto& v : values) string(v);
  end_array();
}

}  // namespace quizpack
