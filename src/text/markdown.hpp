// CommonMark → RichText, through cmark; raw HTML in the source becomes plain text.
#pragma once

#include <string>

#include "model/rich_text.hpp"

namespace quizpack {

RichText parse_markdown(const std::string& source);

}  // namespace quizpack
