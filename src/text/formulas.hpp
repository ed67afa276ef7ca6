// Where the TeX formulas of a Markdown source are: \( \) inline, \[ \] and $$ $$ display, outside code.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "model/rich_text.hpp"

namespace quizpack {

struct FormulaSpan {
  std::size_t begin = 0;  // the opening delimiter
  std::size_t end = 0;    // after the closing delimiter
  bool display = false;
  // The TeX between the delimiters.
  [[nodiscard]] std::string_view tex(std::string_view source) const {
    return source.substr(begin + 2, end - begin - 4);
  }
};

// True when `source` holds something that may open a formula (a cheap test before find_formulas).
bool may_hold_formula(std::string_view source);

// The formulas of `source`, in order. Code spans and code blocks are skipped; with `blocks` false the source is
// read as one paragraph (no code blocks). A formula may span lines but not a blank line; an opener without its
// closer, or with only white space inside, is no formula.
std::vector<FormulaSpan> find_formulas(std::string_view source, bool blocks = true);

// The formula with its delimiters as a TeX filter reads it: \( \) inline, \[ \] display.
std::string delimited_tex(const Formula& formula);
void append_delimited_tex(std::string& out, const Formula& formula);

// True when the text holds a TeX formula.
bool has_formula(const RichText& text);

}  // namespace quizpack
