// Reads an XLIFF 2.0 file as quizpack writes it: languages, the bank it came from, and each unit's content.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/diagnostic.hpp"

namespace quizpack {

// One piece of a unit's source or target: text, or an inline code by its id (pc start and end, ph).
struct XliffToken {
  enum class Kind { Text, Open, Close, Standalone } kind = Kind::Text;
  std::string value;   // the text, or the code's id
  std::string parent;  // the id of the pc it is in, empty at the top

  bool operator==(const XliffToken& other) const {
    return kind == other.kind && value == other.value && parent == other.parent;
  }
};
using XliffTokens = std::vector<XliffToken>;

struct XliffUnit {
  std::string id;
  int line = 0;
  std::string state;  // the segment's state attribute, empty when absent
  XliffTokens source;
  std::optional<XliffTokens> target;
};

struct XliffFile {
  std::string name;  // the file as given, for diagnostics
  std::string src_lang;
  std::string trg_lang;
  std::string original;  // the bank's path, from <file original>
  int line = 0;          // of <file>
  std::vector<XliffUnit> units;
};

struct XliffReadResult {
  std::optional<XliffFile> file;
  Diagnostics problems;  // errors with file:line; the file is refused when any
};

// Parses `bytes`. Refused: a DOCTYPE or entity declaration (never loaded), malformed XML, another root or version,
// missing languages, other than one <file>, codes other than pc and ph, units of several segments that disagree.
XliffReadResult read_xliff(std::string_view bytes, const std::string& name);

}  // namespace quizpack
