// Which characters XML 1.0 cannot carry: the one check of bank texts and merged translations.
#pragma once

#include <string>

namespace quizpack {

// True when `s` holds a character XML 1.0 cannot carry (C0 controls other than tab, LF, CR; U+FFFE, U+FFFF).
bool has_xml_illegal_char(const std::string& s);

}  // namespace quizpack
