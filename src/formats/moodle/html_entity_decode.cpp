// PHP's html_entity_decode for the entities HTML 4.01 names (ENT_QUOTES | ENT_HTML401, UTF-8).
#include "formats/moodle/html_entity_decode.hpp"

#include <array>
#include <cstdint>
#include <map>

#include "math/tex_lexer.hpp"

namespace quizpack {
namespace {

// HTML 4.01's Latin-1 names, for U+00A0 to U+00FF in order.
constexpr std::array<const char*, 96> kLatin1 = {
    "nbsp",   "iexcl",  "cent",   "pound",  "curren", "yen",    "brvbar", "sect",   "uml",    "copy",   "ordf",
    "laquo",  "not",    "shy",    "reg",    "macr",   "deg",    "plusmn", "sup2",   "sup3",   "acute",  "micro",
    "para",   "middot", "cedil",  "sup1",   "ordm",   "raquo",  "frac14", "frac12", "frac34", "iquest", "Agrave",
    "Aacute", "Acirc",  "Atilde", "Auml",   "Aring",  "AElig",  "Ccedil", "Egrave", "Eacute", "Ecirc",  "Euml",
    "Igrave", "Iacute", "Icirc",  "Iuml",   "ETH",    "Ntilde", "Ograve", "Oacute", "Ocirc",  "Otilde", "Ouml",
    "times",  "Oslash", "Ugrave", "Uacute", "Ucirc",  "Uuml",   "Yacute", "THORN",  "szlig",  "agrave", "aacute",
    "acirc",  "atilde", "auml",   "aring",  "aelig",  "ccedil", "egrave", "eacute", "ecirc",  "euml",   "igrave",
    "iacute", "icirc",  "iuml",   "eth",    "ntilde", "ograve", "oacute", "ocirc",  "otilde", "ouml",   "divide",
    "oslash", "ugrave", "uacute", "ucirc",  "uuml",   "yacute", "thorn",  "yuml"};

// HTML 4.01's Greek letters, U+0391 to U+03A9 and U+03B1 to U+03C9 ("" where none is named).
constexpr std::array<const char*, 25> kGreek = {
    "Alpha", "Beta",    "Gamma", "Delta", "Epsilon", "Zeta",  "Eta", "Theta",   "Iota", "Kappa", "Lambda", "Mu",   "Nu",
    "Xi",    "Omicron", "Pi",    "Rho",   "",        "Sigma", "Tau", "Upsilon", "Phi",  "Chi",   "Psi",    "Omega"};

const std::map<std::string, char32_t, std::less<>>& named() {
  static const std::map<std::string, char32_t, std::less<>> table = [] {
    std::map<std::string, char32_t, std::less<>> t{
        {"quot", 34},      {"amp", 38},      {"lt", 60},       {"gt", 62},       {"OElig", 338},   {"oelig", 339},
        {"Scaron", 352},   {"scaron", 353},  {"Yuml", 376},    {"fnof", 402},    {"circ", 710},    {"tilde", 732},
        {"thetasym", 977}, {"upsih", 978},   {"piv", 982},     {"ensp", 8194},   {"emsp", 8195},   {"thinsp", 8201},
        {"zwnj", 8204},    {"zwj", 8205},    {"lrm", 8206},    {"rlm", 8207},    {"ndash", 8211},  {"mdash", 8212},
        {"lsquo", 8216},   {"rsquo", 8217},  {"sbquo", 8218},  {"ldquo", 8220},  {"rdquo", 8221},  {"bdquo", 8222},
        {"dagger", 8224},  {"Dagger", 8225}, {"bull", 8226},   {"hellip", 8230}, {"permil", 8240}, {"prime", 8242},
        {"Prime", 8243},   {"lsaquo", 8249}, {"rsaquo", 8250}, {"oline", 8254},  {"frasl", 8260},  {"euro", 8364},
        {"trade", 8482},   {"larr", 8592},   {"uarr", 8593},   {"rarr", 8594},   {"darr", 8595},   {"harr", 8596},
        {"sum", 8721},     {"minus", 8722},  {"radic", 8730},  {"infin", 8734},  {"ne", 8800},     {"le", 8804},
        {"ge", 8805}};
    for (std::size_t i = 0; i < kLatin1.size(); ++i) t.emplace(kLatin1[i], static_cast<char32_t>(0xA0 + i));
    for (std::size_t i = 0; i < kGreek.size(); ++i) {
      if (*kGreek[i] == '\0') continue;
      t.emplace(kGreek[i], static_cast<char32_t>(0x391 + i));
      std::string lower = kGreek[i];
      lower[0] = static_cast<char>(lower[0] - 'A' + 'a');
      t.emplace(lower, static_cast<char32_t>(0x3B1 + i));
    }
    t.emplace("sigmaf", 0x3C2);
    return t;
  }();
  return table;
}

bool is_digit(char c, bool hex) {
  return (c >= '0' && c <= '9') || (hex && ((c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F')));
}

// The code point of a numeric reference's digits, or 0 when it is not one PHP decodes.
char32_t numeric_value(std::string_view digits, bool hex) {
  if (digits.empty() || digits.size() > 8) return 0;
  std::uint32_t value = 0;
  for (char c : digits) {
    if (!is_digit(c, hex)) return 0;
    const auto d = static_cast<std::uint32_t>(c <= '9' ? c - '0' : (c | 0x20) - 'a' + 10);
    value = value * (hex ? 16 : 10) + d;
  }
  if (value == 0 || value > 0x10FFFF || (value >= 0xD800 && value <= 0xDFFF)) return 0;
  return value;
}

// The character a reference starting at `text` (just after "&") stands for, and its length up to ";".
std::pair<char32_t, std::size_t> reference(std::string_view text) {
  const auto semicolon = text.find(';');
  if (semicolon == std::string_view::npos || semicolon == 0 || semicolon > 32) return {0, 0};
  const auto body = text.substr(0, semicolon);
  char32_t value = 0;
  if (body[0] == '#') {
    const bool hex = body.size() > 1 && (body[1] == 'x' || body[1] == 'X');
    value = numeric_value(body.substr(hex ? 2 : 1), hex);
  } else {
    const auto found = named().find(body);
    if (found != named().end()) value = found->second;
  }
  return {value, value == 0 ? 0 : semicolon + 1};
}

}  // namespace

std::string html_entity_decode(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '&') {
      const auto [value, length] = reference(text.substr(i + 1));
      if (length != 0) {
        math::append_utf8(out, value);
        i += length;
        continue;
      }
    }
    out += text[i];
  }
  return out;
}

}  // namespace quizpack
