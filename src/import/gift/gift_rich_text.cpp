// Converts GIFT texts (Moodle auto-format, plain, markdown or HTML) into CommonMark rich text.
#include "import/gift/gift_rich_text.hpp"

#include <string_view>

#include "import/html/html_markdown.hpp"
#include "import/html/markdown_escape.hpp"
#include "text/markdown.hpp"

namespace quizpack {

std::string markdown_for_plain(const std::string& text) {
  std::string out;
  std::size_t start = 0;
  while (start <= text.size()) {
    auto end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    append_escaped(out, std::string_view(text).substr(start, end - start));
    if (end == text.size()) break;
    std::size_t next = end;
    while (next < text.size() && text[next] == '\n') ++next;
    out += next - end > 1 ? "\n\n" : "\\\n";
    start = next;
  }
  return out;
}

RichText gift_rich_text(const GiftText& text, std::vector<std::string>* changes) {
  const auto from_html = [changes](const std::string& html) {
    // A GIFT file holds no image files: Moodle's export leaves them in the course (@@PLUGINFILE@@).
    HtmlMarkdown converted = markdown_from_html(html, [](const std::string&) { return std::string(); });
    if (changes) changes->insert(changes->end(), converted.changes.begin(), converted.changes.end());
    return std::move(converted.markdown);
  };
  std::string source;
  switch (text.format) {
    case GiftFormat::Html:
      source = from_html(text.text);
      break;
    case GiftFormat::Markdown:
      source = text.text;
      break;
    case GiftFormat::Moodle:
      // Moodle's auto-format shows HTML tags as HTML; other text as it is.
      source = looks_like_html(text.text) ? from_html(text.text) : markdown_for_plain(text.text);
      break;
    case GiftFormat::Plain:
      source = markdown_for_plain(text.text);
      break;
  }
  return parse_markdown(source);
}

}  // namespace quizpack
