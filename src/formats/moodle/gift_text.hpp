// Bank texts as GIFT texts: plain where Moodle shows them unchanged, else [html], written with escapes.
#pragma once

#include <string>

#include "formats/moodle/gift_model.hpp"
#include "model/rich_text.hpp"
#include "text/html.hpp"

namespace quizpack {

enum class GiftTextRole {
  Block,  // stems, feedback: rendered with paragraphs
  Label,  // options and matching prompts: a single paragraph is written without <p>
};

// How GIFT writes a text of `role` as HTML: links open outside the quiz, as in the player.
HtmlOptions gift_html_options(GiftTextRole role);

// The text Moodle should store for `text` (images already replaced by their alt text by the caller).
GiftText gift_text_for(const RichText& text, GiftTextRole role);

// `text` as it appears in a GIFT file: a [format] marker when it differs from `default_format` or the
// text itself starts with '[', then the escaped text.
std::string write_gift_text(const GiftText& text, GiftFormat default_format);

}  // namespace quizpack
