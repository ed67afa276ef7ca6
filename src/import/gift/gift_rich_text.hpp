// GIFT texts as bank rich text: plain text escaped for CommonMark, HTML turned into CommonMark.
#pragma once

#include <string>
#include <vector>

#include "formats/moodle/gift_model.hpp"
#include "model/rich_text.hpp"

namespace quizpack {

// CommonMark source that shows `text` literally; single line breaks become hard breaks.
std::string markdown_for_plain(const std::string& text);

// The bank text for a GIFT text; HTML goes through the same converter as Moodle XML and QTI texts, its images
// (which a GIFT file never holds) as their alt text, and what it cannot hold (each naming the element,
// attribute or image) is added to `changes`.
RichText gift_rich_text(const GiftText& text, std::vector<std::string>* changes = nullptr);

}  // namespace quizpack
