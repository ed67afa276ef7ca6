// Lines and columns of byte offsets in a text: counted once, or looked up in an index of line starts.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "model/source_location.hpp"

namespace quizpack {

struct TextPosition {
  int line = 1;
  int column = 1;
};

// Line and column (1-based, column in characters) of byte `offset` in `text`.
TextPosition position_of(std::string_view text, std::size_t offset);

// Position of byte `to`, given the position `from_position` of byte `from` (from <= to).
TextPosition advance_position(std::string_view text, std::size_t from, TextPosition from_position, std::size_t to);

// The offset at which each line of a text starts, for the lines of many offsets (columns in bytes).
class LineIndex {
 public:
  explicit LineIndex(std::string_view text);
  [[nodiscard]] SourceLocation where(const std::string& file, std::size_t offset) const;

 private:
  std::vector<std::size_t> starts_;
};

}  // namespace quizpack
