// Pieces of CommonMark source written by the importers: literal text and code spans.
#pragma once

#include <string>
#include <string_view>

namespace quizpack {

// Appends `text` escaped so CommonMark shows it literally; line-start markers are escaped only at the start
// of a line of `out`. TeX formulas (\( \), \[ \], $$ $$) are kept as written, so they stay formulas.
void append_escaped(std::string& out, std::string_view text);

// A link or image destination: as it is, or in angle brackets when it holds spaces, brackets or parentheses.
std::string link_destination(const std::string& url);

// A code span holding `code` literally, its fence longer than any run of backticks inside.
std::string code_span(const std::string& code);

}  // namespace quizpack
