// Rich text as the XHTML subset QTI 2.1 allows, written into the element being written.
#pragma once

#include <functional>
#include <string>

#include "formats/qti/xml_builder.hpp"
#include "model/rich_text.hpp"

namespace quizpack::qti {

// Maps an image's bank path to its src in the document being written.
using ImageUrl = std::function<std::string(const std::string& src)>;

// `formulas_left_to_right` writes dir="ltr" on each <math> (QTI 3.0 right-to-left items; MathML 2 has no dir).

// Writes a cloze gap's interaction where its marker stands.
using GapWriter = std::function<void(const GapMarker& gap)>;

// Writes `text` as block content, each block on its own line, gaps by `gap` (as the text `{{id}}` when empty).
// Returns false when markup QTI cannot hold was dropped (a list's start number, link and image titles).
bool append_blocks(XmlWriter& w, const RichText& text, const ImageUrl& image_url, bool formulas_left_to_right = false,
                   const GapWriter& gap = {});

// Writes `text` as inline content: a single paragraph keeps its markup, anything longer becomes plain text.
// Returns false when markup was dropped.
bool append_inline(XmlWriter& w, const RichText& text, const ImageUrl& image_url, bool formulas_left_to_right = false);

// Writes `text` as flow content (a single paragraph unwrapped, else blocks), for choices.
bool append_flow(XmlWriter& w, const RichText& text, const ImageUrl& image_url, bool formulas_left_to_right = false);

}  // namespace quizpack::qti
