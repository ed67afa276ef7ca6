// RichText → HTML/XHTML (text always escaped, links limited to safe schemes, images mapped by the caller); JSON
// strings.
#pragma once

#include <functional>
#include <string>
#include <string_view>

#include "model/rich_text.hpp"

namespace quizpack {

// How a formula is written: as MathML Core, or as its TeX for a platform that typesets TeX itself.
enum class FormulaMarkup {
  mathml,       // <math> with the TeX as alttext, display="block" for display formulas, dir="ltr"
  tex,          // \( \) inline, \[ \] display: what Moodle's MathJax and TeX filters read
  tex_dollars,  // \( \) inline, $$ $$ display: the delimiters Canvas looks for before it loads MathJax
};

struct HtmlOptions {
  // Maps an image's bank path to the URL used in the output; identity when empty.
  std::function<std::string(const std::string& src)> image_url;
  // Writes a text that is one paragraph without its <p> wrapper (for option labels).
  bool unwrap_single_paragraph = false;
  // Gives links target="_blank" rel="noopener noreferrer", so they open outside a frame (the SCORM player).
  bool links_in_new_window = false;
  FormulaMarkup formulas = FormulaMarkup::mathml;
  // The markup written for a cloze gap's marker; when empty the marker is written as the text `{{id}}`.
  std::function<std::string(const GapMarker& gap)> gap_markup;
};

std::string render_html(const RichText& text, const HtmlOptions& options = {});

// Appends the HTML of `text` to `out`, escaped as the inside of a JSON string (what quoting render_html's result
// would put between the quotes). False when a text is not well-formed UTF-8; `out` then holds a partial write.
bool append_html_json(std::string& out, const RichText& text, const HtmlOptions& options = {});

// Escapes &, <, >, " and ' for element content and attribute values.
std::string escape_html(const std::string& text);
void append_escaped_html(std::string& out, std::string_view text);

// Appends `text` escaped for HTML, then as the inside of a JSON string (backslash and control characters).
// False when `text` is not well-formed UTF-8; `out` then holds a partial write.
bool append_escaped_html_json(std::string& out, std::string_view text);

// Appends `text` escaped as the inside of a JSON string (quote, backslash and control characters), as
// nlohmann::json writes it. False when `text` is not well-formed UTF-8; `out` then holds a partial write.
bool append_escaped_json(std::string& out, std::string_view text);

// True for URLs a learner may follow: http, https, mailto, and relative references.
bool is_safe_link(const std::string& url);

}  // namespace quizpack
