// HTML texts (Moodle XML, QTI) as the bank's CommonMark, read with libxml2's forgiving HTML parser.
#pragma once

#include <functional>
#include <string>
#include <vector>

namespace quizpack {

struct HtmlMarkdown {
  std::string markdown;
  std::vector<std::string> changes;  // what the bank's text cannot hold, each naming the element or attribute
};

// Maps the src of an <img> to the image's path in the bank; "" when the input does not hold the image, which
// then leaves its alt text in its place (a change listed).
using ImageSource = std::function<std::string(const std::string& src)>;

// CommonMark for an HTML fragment: paragraphs, line breaks, emphasis, strong, code, code blocks, lists,
// links, images, headings, block quotes and rules. Other elements keep their text, scripts and styles are
// dropped, and each is listed in `changes`, as are event attributes. No DTD, entity or network is loaded.
HtmlMarkdown markdown_from_html(const std::string& html, const ImageSource& image_source = {});

// True when `text` holds something that looks like an HTML tag.
bool looks_like_html(const std::string& text);

}  // namespace quizpack
