// CommonMark → RichText, through cmark; raw HTML in the source becomes plain text.
#pragma once

#include <string>

#include "model/rich_text.hpp"

namespace quizpack {

// Parses `source`; without keep_source the result's `source` stays empty (the loader keeps only the tree).
RichText parse_markdown(const std::string& source, bool keep_source = true);

// Parses `source` as one paragraph of inlines: text that would open a block (heading, list, quote, break, fence,
// HTML block, link reference definition) stays literal, and blank lines join the lines around them.
RichText parse_inline_markdown(const std::string& source, bool keep_source = true);

}  // namespace quizpack
