// Where a value came from in a bank file, for diagnostics.
#pragma once

#include <string>

namespace quizpack {

struct SourceLocation {
  std::string file;
  int line = 0;         // 1-based; 0 when unknown
  int column = 0;       // 1-based, in characters
  std::string pointer;  // JSON pointer, e.g. /questions/3/stem/ja
};

}  // namespace quizpack
