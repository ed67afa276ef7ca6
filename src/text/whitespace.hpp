// The whitespace predicates: JSON's four whitespace characters (what the writers collapse), and a line's blanks.
#pragma once

namespace quizpack {

// True for space, tab, line feed and carriage return.
constexpr bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

// True for space and tab: CommonMark's blanks within a line.
constexpr bool is_blank(char c) { return c == ' ' || c == '\t'; }

}  // namespace quizpack
