// Rich text as the XHTML subset QTI 2.1 allows, appended to pugixml nodes.
#pragma once

#include <functional>
#include <string>

#include <pugixml.hpp>

#include "model/rich_text.hpp"

namespace quizpack::qti21 {

// Maps an image's bank path to its src in the document being written.
using ImageUrl = std::function<std::string(const std::string& src)>;

// Appends `text` as block content. Returns false when markup QTI cannot hold was dropped
// (a list's start number, link and image titles).
bool append_blocks(pugi::xml_node parent, const RichText& text, const ImageUrl& image_url);

// Appends `text` as inline content: a single paragraph keeps its markup, anything longer becomes plain text.
// Returns false when markup was dropped.
bool append_inline(pugi::xml_node parent, const RichText& text, const ImageUrl& image_url);

// Appends `text` as flow content (a single paragraph unwrapped, else blocks), for choices.
bool append_flow(pugi::xml_node parent, const RichText& text, const ImageUrl& image_url);

// Keeps the content of `node` on its lines when the document is indented, so no whitespace is added inside text.
void keep_inline(pugi::xml_node node);

}  // namespace quizpack::qti21
