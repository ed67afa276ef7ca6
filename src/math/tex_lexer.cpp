// TeX source → tokens with their byte offsets: commands, characters, braces, scripts and alignment marks.
#include "math/tex_lexer.hpp"

namespace quizpack::math {
namespace {

bool is_letter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f'; }

// Length of the well-formed UTF-8 sequence at `i`, or 0.
std::size_t sequence_length(std::string_view s, std::size_t i) {
  const auto c = static_cast<unsigned char>(s[i]);
  if (c < 0x80) return 1;
  std::size_t n = 0;
  if (c >= 0xC2 && c <= 0xDF)
    n = 2;
  else if (c >= 0xE0 && c <= 0xEF)
    n = 3;
  else if (c >= 0xF0 && c <= 0xF4)
    n = 4;
  if (n == 0 || i + n > s.size()) return 0;
  for (std::size_t k = 1; k < n; ++k)
    if ((static_cast<unsigned char>(s[i + k]) & 0xC0) != 0x80) return 0;
  const char32_t cp = code_point(s.substr(i, n));
  if ((n == 3 && cp < 0x800) || (n == 4 && (cp < 0x10000 || cp > 0x10FFFF)) || (cp >= 0xD800 && cp <= 0xDFFF)) return 0;
  return n;
}

}  // namespace

void fail(std::size_t offset, std::size_t length, std::string message) {
  throw TexFailure{TexError{offset, length, std::move(message)}};
}

void fail(const Token& at, std::string message) { fail(at.offset, at.length, std::move(message)); }

char32_t code_point(std::string_view bytes) {
  const auto b = [&](std::size_t k) { return static_cast<char32_t>(static_cast<unsigned char>(bytes[k])); };
  switch (bytes.size()) {
    case 1:
      return b(0);
    case 2:
      return ((b(0) & 0x1F) << 6) | (b(1) & 0x3F);
    case 3:
      return ((b(0) & 0x0F) << 12) | ((b(1) & 0x3F) << 6) | (b(2) & 0x3F);
    default:
      return ((b(0) & 0x07) << 18) | ((b(1) & 0x3F) << 12) | ((b(2) & 0x3F) << 6) | (b(3) & 0x3F);
  }
}

void append_utf8(std::string& out, char32_t c) {
  if (c < 0x80) {
    out += static_cast<char>(c);
  } else if (c < 0x800) {
    out += static_cast<char>(0xC0 | (c >> 6));
    out += static_cast<char>(0x80 | (c & 0x3F));
  } else if (c < 0x10000) {
    out += static_cast<char>(0xE0 | (c >> 12));
    out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (c & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (c >> 18));
    out += static_cast<char>(0x80 | ((c >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (c & 0x3F));
  }
}

const Token& Lexer::peek() {
  if (!peeked_) {
    const std::size_t before = pos_;
    peek_ = read(false);
    adjacent_ = peek_.offset == before;
    peeked_ = true;
  }
  return peek_;
}

Token Lexer::next() {
  peek();
  peeked_ = false;
  return peek_;
}

Token Lexer::next_raw() {
  if (peeked_) {
    // A token peeked in math mode skipped white space: read again from where it was looked for.
    peeked_ = false;
    pos_ = peek_.offset;
  }
  return read(true);
}

void Lexer::skip_comment() {
  while (pos_ < source_.size() && source_[pos_] != '\n') ++pos_;
}

Token Lexer::read(bool keep_space) {
  for (;;) {
    if (pos_ >= source_.size()) return Token{TokenKind::end, {}, source_.size(), 0};
    const char c = source_[pos_];
    if (c == '%') {
      skip_comment();
      continue;
    }
    if (!is_space(c)) break;
    const std::size_t start = pos_;
    while (pos_ < source_.size() && is_space(source_[pos_])) ++pos_;
    if (keep_space) return Token{TokenKind::space, source_.substr(start, pos_ - start), start, pos_ - start};
  }
  const std::size_t start = pos_;
  const char c = source_[pos_];
  auto single = [&](TokenKind kind) {
    ++pos_;
    return Token{kind, source_.substr(start, 1), start, 1};
  };
  switch (c) {
    case '{':
      return single(TokenKind::open_brace);
    case '}':
      return single(TokenKind::close_brace);
    case '^':
      return single(TokenKind::superscript);
    case '_':
      return single(TokenKind::subscript);
    case '&':
      return single(TokenKind::alignment);
    case '~':
      return single(TokenKind::tilde);
    case '\'':
      return single(TokenKind::prime);
    default:
      break;
  }
  if (c == '\\') {
    std::size_t end = pos_ + 1;
    if (end >= source_.size()) fail(start, 1, "a backslash ends the formula");
    if (is_letter(source_[end])) {
      while (end < source_.size() && is_letter(source_[end])) ++end;
    } else {
      const std::size_t n = sequence_length(source_, end);
      if (n == 0) fail(end, 1, "malformed UTF-8");
      end += n;
    }
    pos_ = end;
    return Token{TokenKind::command, source_.substr(start + 1, end - start - 1), start, end - start};
  }
  const std::size_t n = sequence_length(source_, pos_);
  if (n == 0) fail(pos_, 1, "malformed UTF-8");
  pos_ += n;
  return Token{TokenKind::character, source_.substr(start, n), start, n};
}

}  // namespace quizpack::math
