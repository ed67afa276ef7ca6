// GIFT texts as bank rich text: plain text escaped for CommonMark, HTML turned into CommonMark.
#pragma once

#include <string>

#include "formats/moodle/gift_model.hpp"
#include "model/rich_text.hpp"

namespace quizpack {

// CommonMark source that shows `text` literally; single line breaks become hard breaks.
std::string markdown_for_plain(const std::string& text);

// CommonMark source for an HTML fragment (paragraphs, headings, lists, code, links, images, emphasis).
// Returns false when the fragment is not well-formed; `out` then holds its text without tags.
bool markdown_for_html(const std::string& html, std::string& out);

// The bank text for a GIFT text; `lossy` is set when HTML had to be read as plain text.
RichText gift_rich_text(const GiftText& text, bool* lossy = nullptr);

}  // namespace quizpack
