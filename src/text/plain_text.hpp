// RichText → plain text (titles, LMS descriptions, GIFT names), and tests on a text's shape.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "model/rich_text.hpp"

namespace quizpack {

// Inline markup dropped, soft and hard breaks as spaces, blocks separated by a blank line; a cloze gap's marker
// as `gap_blank`, or as written ({{id}}) when that is empty.
std::string plain_text(const RichText& text, std::string_view gap_blank = {});

// True when the text is one paragraph of plain runs: writers need no markup for it.
bool is_plain(const RichText& text);

// True when the text shows nothing: no image, and only whitespace (no-break space included) in its text and code.
bool renders_nothing(const RichText& text);

// Every image path the text references, in order of appearance.
std::vector<std::string> image_paths(const RichText& text);

}  // namespace quizpack
