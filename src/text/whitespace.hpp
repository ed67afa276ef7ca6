// The one whitespace predicate: JSON's four whitespace characters, which is also what the writers collapse.
#pragma once

namespace quizpack {

// True for space, tab, line feed and carriage return.
constexpr bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

}  // namespace quizpack
