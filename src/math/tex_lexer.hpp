// TeX source → tokens with their byte offsets: commands, characters, braces, scripts and alignment marks.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace quizpack::math {

enum class TokenKind : std::uint8_t {
  end,
  command,      // \name or \c; `text` is the name without the backslash
  character,    // one code point; `text` is its UTF-8 bytes
  open_brace,   // {
  close_brace,  // }
  superscript,  // ^
  subscript,    // _
  alignment,    // &
  tilde,        // ~ (a space that does not break)
  prime,        // '
  space,        // white space, only from next_raw
};

struct Token {
  TokenKind kind = TokenKind::end;
  std::string_view text;
  std::size_t offset = 0;  // byte offset in the formula
  std::size_t length = 0;
};

// What the converter cannot read, at a byte range of the formula.
struct TexError {
  std::size_t offset = 0;
  std::size_t length = 0;
  std::string message;
};

// Thrown inside the converter; the entry points turn it into a result.
struct TexFailure {
  TexError error;
};

[[noreturn]] void fail(std::size_t offset, std::size_t length, std::string message);
[[noreturn]] void fail(const Token& at, std::string message);

// The code point of the UTF-8 sequence `bytes` (already checked by the lexer).
char32_t code_point(std::string_view bytes);
void append_utf8(std::string& out, char32_t c);

class Lexer {
 public:
  explicit Lexer(std::string_view source) : source_(source) {}

  // The next token in math mode: white space and % comments skipped.
  const Token& peek();
  Token next();
  // The next token with white space kept as `space` tokens (text mode); comments are still skipped.
  Token next_raw();

  std::string_view source() const { return source_; }
  std::size_t position() const { return peeked_ ? peek_.offset : pos_; }
  // True when the peeked token follows the previous one with nothing between (no space or comment).
  bool adjacent() const { return adjacent_; }

 private:
  std::string_view source_;
  std::size_t pos_ = 0;
  bool peeked_ = false;
  bool adjacent_ = true;
  Token peek_;

  void skip_comment();
  Token read(bool keep_space);
};

}  // namespace quizpack::math
