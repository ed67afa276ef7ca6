// Which characters XML 1.0 cannot carry: the one check of bank texts and merged translations.
#include "text/xml_chars.hpp"

namespace quizpack {

bool has_xml_illegal_char(const std::string& s) {
  for (std::size_t i = 0; i < s.size(); ++i) {
    const auto c = static_cast<unsigned char>(s[i]);
    if (c < 0x20 && c != '\t' && c != '\n' && c != '\r') return true;
    // U+FFFE and U+FFFF are EF BF BE / EF BF BF
    if (c == 0xEF && i + 2 < s.size() && static_cast<unsigned char>(s[i + 1]) == 0xBF &&
        (static_cast<unsigned char>(s[i + 2]) == 0xBE || static_cast<unsigned char>(s[i + 2]) == 0xBF))
      return true;
  }
  return false;
}

}  // namespace quizpack
