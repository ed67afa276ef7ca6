// Pseudo-localisation: a source made to look translated (accented, longer, bracketed), its codes untouched.
#include "formats/xliff/pseudo.hpp"

#include <array>
#include <string_view>

namespace quizpack {
namespace {

// The accented letter for each ASCII letter, as Android and Chrome's pseudo-locales do.
constexpr std::array<std::string_view, 52> kAccented{"á", "ƀ", "ç", "ð", "é", "ƒ", "ĝ", "ĥ", "í", "ĵ", "ķ", "ļ", "ɱ",
                                                     "ñ", "ó", "þ", "ǫ", "ŕ", "š", "ţ", "ú", "ṽ", "ŵ", "ẋ", "ý", "ž",
                                                     "Å", "Ɓ", "Ç", "Ð", "É", "Ƒ", "Ĝ", "Ĥ", "Î", "Ĵ", "Ķ", "Ļ", "Ṁ",
                                                     "Ñ", "Ö", "Þ", "Ǫ", "Ŕ", "Š", "Ţ", "Û", "Ṽ", "Ŵ", "Ẋ", "Ý", "Ž"};

std::size_t code_points(std::string_view s) {
  std::size_t n = 0;
  for (char c : s) n += (static_cast<unsigned char>(c) & 0xC0) != 0x80 ? 1 : 0;
  return n;
}

std::string accented(std::string_view text) {
  std::string out;
  for (char c : text) {
    if (c >= 'a' && c <= 'z')
      out += kAccented[static_cast<std::size_t>(c - 'a')];
    else if (c >= 'A' && c <= 'Z')
      out += kAccented[26 + static_cast<std::size_t>(c - 'A')];
    else
      out += c;
  }
  return out;
}

// About 35 % of `length` more characters, as one run of "~" (at least one when there is text).
std::string padding(std::size_t length) { return length == 0 ? "" : std::string((length * 35 + 99) / 100, '~'); }

}  // namespace

LanguageTag pseudo_language(const LanguageTag& source_language) {
  return source_language.substr(0, source_language.find('-')) + "-XA";
}

InlinePieces pseudo_pieces(const InlinePieces& pieces) {
  InlinePieces out;
  std::size_t length = 0;
  out.push_back({InlinePiece::Kind::Text, "[", "", "", "", 0});
  for (const auto& p : pieces) {
    if (p.kind != InlinePiece::Kind::Text) {
      out.push_back(p);
      out.back().pair += 1;  // the opening bracket comes first
      continue;
    }
    length += code_points(p.data);
    out.push_back({InlinePiece::Kind::Text, accented(p.data), "", "", "", 0});
  }
  out.push_back({InlinePiece::Kind::Text, " " + padding(length) + "]", "", "", "", 0});
  return out;
}

}  // namespace quizpack
