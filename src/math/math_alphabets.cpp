// Letters and digits in the Unicode mathematical alphabets (𝐚, 𝑎, ℝ, 𝒜 …), which MathML Core uses for styles.
#include "math/math_alphabets.hpp"

namespace quizpack::math {
namespace {

// Where an alphabet starts in the Mathematical Alphanumeric Symbols block; 0 when it has no such range.
struct Alphabet {
  char32_t capital = 0;
  char32_t small = 0;
  char32_t digit = 0;
  char32_t greek_capital = 0;
  char32_t greek_small = 0;
};

Alphabet alphabet(Font font) {
  switch (font) {
    case Font::bold:
      return {0x1D400, 0x1D41A, 0x1D7CE, 0x1D6A8, 0x1D6C2};
    case Font::italic:
      return {0x1D434, 0x1D44E, 0, 0x1D6E2, 0x1D6FC};
    case Font::bold_italic:
      return {0x1D468, 0x1D482, 0, 0x1D71C, 0x1D736};
    case Font::bold_symbol:
      return {0x1D468, 0x1D482, 0x1D7CE, 0x1D71C, 0x1D736};
    case Font::script:
      return {0x1D49C, 0x1D4B6, 0, 0, 0};
    case Font::fraktur:
      return {0x1D504, 0x1D51E, 0, 0, 0};
    case Font::double_struck:
      return {0x1D538, 0x1D552, 0x1D7D8, 0, 0};
    case Font::sans:
      return {0x1D5A0, 0x1D5BA, 0x1D7E2, 0, 0};
    case Font::mono:
      return {0x1D670, 0x1D68A, 0x1D7F6, 0, 0};
    case Font::none:
    case Font::roman:
      break;
  }
  return {};
}

// The letters an alphabet takes from the Letterlike Symbols block, where its own range has holes.
char32_t letterlike(char32_t c, Font font) {
  switch (font) {
    case Font::italic:
      return c == 'h' ? 0x210E : 0;
    case Font::script:
      switch (c) {
        case 'B':
          return 0x212C;
        case 'E':
          return 0x2130;
        case 'F':
          return 0x2131;
        case 'H':
          return 0x210B;
        case 'I':
          return 0x2110;
        case 'L':
          return 0x2112;
        case 'M':
          return 0x2133;
        case 'R':
          return 0x211B;
        case 'e':
          return 0x212F;
        case 'g':
          return 0x210A;
        case 'o':
          return 0x2134;
        default:
          return 0;
      }
    case Font::fraktur:
      switch (c) {
        case 'C':
          return 0x212D;
        case 'H':
          return 0x210C;
        case 'I':
          return 0x2111;
        case 'R':
          return 0x211C;
        case 'Z':
          return 0x2128;
        default:
          return 0;
      }
    case Font::double_struck:
      switch (c) {
        case 'C':
          return 0x2102;
        case 'H':
          return 0x210D;
        case 'N':
          return 0x2115;
        case 'P':
          return 0x2119;
        case 'Q':
          return 0x211A;
        case 'R':
          return 0x211D;
        case 'Z':
          return 0x2124;
        default:
          return 0;
      }
    default:
      return 0;
  }
}

// The position of a Greek variant letter after ω in the bold and italic Greek alphabets (∂ ϵ ϑ ϰ ϕ ϱ ϖ), or 0.
int greek_variant(char32_t c) {
  switch (c) {
    case 0x2202:
      return 25;
    case 0x03F5:
      return 26;
    case 0x03D1:
      return 27;
    case 0x03F0:
      return 28;
    case 0x03D5:
      return 29;
    case 0x03F1:
      return 30;
    case 0x03D6:
      return 31;
    default:
      return 0;
  }
}

}  // namespace

char32_t styled_char(char32_t c, Font font) {
  const Alphabet a = alphabet(font);
  if (a.capital == 0) return c;
  if (const char32_t special = letterlike(c, font)) return special;
  if (c >= 'A' && c <= 'Z') return a.capital + (c - 'A');
  if (c >= 'a' && c <= 'z') return a.small + (c - 'a');
  if (c >= '0' && c <= '9') return a.digit ? a.digit + (c - '0') : c;
  if (a.greek_capital == 0) return c;
  if (c >= 0x391 && c <= 0x3A9 && c != 0x3A2) return a.greek_capital + (c - 0x391);
  if (c == 0x3F4) return a.greek_capital + 17;
  if (c == 0x2207) return a.greek_capital + 25;
  if (c >= 0x3B1 && c <= 0x3C9) return a.greek_small + (c - 0x3B1);
  if (const int v = greek_variant(c)) return a.greek_small + static_cast<char32_t>(v);
  return c;
}

}  // namespace quizpack::math
