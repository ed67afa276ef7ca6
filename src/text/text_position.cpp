// Lines and columns of byte offsets in a text: counted once, or looked up in an index of line starts.
#include "text/text_position.hpp"

#include <algorithm>

namespace quizpack {

TextPosition advance_position(std::string_view text, std::size_t from, TextPosition from_position, std::size_t to) {
  to = std::min(to, text.size());
  if (from >= to) return from_position;
  TextPosition p = from_position;
  const std::string_view span = text.substr(from, to - from);
  std::size_t line_start = 0;
  if (const auto last = span.rfind('\n'); last != std::string_view::npos) {
    p.line += static_cast<int>(std::count(span.begin(), span.begin() + static_cast<std::ptrdiff_t>(last) + 1, '\n'));
    p.column = 1;
    line_start = last + 1;
  }
  p.column += static_cast<int>(std::count_if(span.begin() + static_cast<std::ptrdiff_t>(line_start), span.end(),
                                             [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }));
  return p;
}

TextPosition position_of(std::string_view text, std::size_t offset) { return advance_position(text, 0, {}, offset); }

LineIndex::LineIndex(std::string_view text) {
  starts_.push_back(0);
  for (std::size_t i = text.find('\n'); i != std::string_view::npos; i = text.find('\n', i + 1))
    starts_.push_back(i + 1);
}

SourceLocation LineIndex::where(const std::string& file, std::size_t offset) const {
  const auto line = std::upper_bound(starts_.begin(), starts_.end(), offset) - starts_.begin();
  const std::size_t column = offset - starts_[static_cast<std::size_t>(line - 1)] + 1;
  return SourceLocation{file, static_cast<int>(line), static_cast<int>(column), ""};
}

}  // namespace quizpack
