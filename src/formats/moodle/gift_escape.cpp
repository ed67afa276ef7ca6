// Escapes text for GIFT as Moodle's exporter does (repchar), so the importer reads it back unchanged.
#include "formats/moodle/gift_escape.hpp"

namespace quizpack {

std::string escape_gift(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (char c : text) {
    switch (c) {
      case '\\':
        out += "\\\\";
        break;
      case '~':
        out += "\\~";
        break;
      case '=':
        out += "\\=";
        break;
      case '#':
        out += "\\#";
        break;
      case '{':
        out += "\\{";
        break;
      case '}':
        out += "\\}";
        break;
      case ':':
        out += "\\:";
        break;
      case '\n':
        out += "\\n";
        break;
      case '\r':
        break;
      default:
        out += c;
    }
  }
  return out;
}

}  // namespace quizpack
