// Chooses plain or [html] for each text and writes it with GIFT escapes.
#include "formats/moodle/gift_text.hpp"

#include "formats/moodle/gift_escape.hpp"
#include "text/html.hpp"
#include "text/plain_text.hpp"

namespace quizpack {

HtmlOptions gift_html_options(GiftTextRole role) {
  HtmlOptions options;
  options.unwrap_single_paragraph = role == GiftTextRole::Label;
  options.links_in_new_window = true;
  options.formulas = FormulaMarkup::tex;
  return options;
}

GiftText gift_text_for(const RichText& text, GiftTextRole role) {
  if (is_plain(text)) {
    std::string plain = plain_text(text);
    // Moodle's auto-format reads <, > and & as HTML; such texts go as escaped [html] instead.
    if (plain.find_first_of("<>&") == std::string::npos) return {std::move(plain), GiftFormat::Moodle};
  }
  std::string html = render_html(text, gift_html_options(role));
  // An empty text gets no marker, so Moodle reads it in its default format.
  if (html.empty()) return {{}, GiftFormat::Moodle};
  return {std::move(html), GiftFormat::Html};
}

std::string write_gift_text(const GiftText& text, GiftFormat default_format) {
  std::string out;
  if (!text.text.empty() && (text.format != default_format || text.text.front() == '['))
    out += std::string("[") + gift_format_name(text.format) + "]";
  out += escape_gift(text.text);
  return out;
}

}  // namespace quizpack
