// Rich text as the XHTML subset QTI 2.1 allows, written into the element being written.
#include "export/qti21/xhtml.hpp"

#include <algorithm>

#include "text/html.hpp"
#include "text/plain_text.hpp"

namespace quizpack::qti21 {
namespace {

// Writes the elements and text render_html would give, as an XML parser reads them back: line ends in text as LF,
// white space in attribute values as spaces. Elements keep their content on their line.
class XhtmlWriter {
 public:
  XhtmlWriter(XmlWriter& w, const ImageUrl& image_url) : w_(w), image_url_(image_url) {}

  bool write(const RichText& text, bool unwrap_single_paragraph) {
    if (unwrap_single_paragraph && text.blocks.size() == 1 &&
        std::holds_alternative<Paragraph>(text.blocks.front().node))
      inlines(std::get<Paragraph>(text.blocks.front().node).children);
    else
      blocks(text.blocks);
    flush();
    return kept_all_;
  }

 private:
  XmlWriter& w_;
  const ImageUrl& image_url_;
  std::string text_;  // text since the last tag, written as one text node
  bool kept_all_ = true;

  void flush() {
    if (text_.empty()) return;
    if (text_.find('\r') != std::string::npos) {
      std::string lines;
      for (std::size_t i = 0; i < text_.size(); ++i) {
        if (text_[i] != '\r') {
          lines += text_[i];
          continue;
        }
        lines += '\n';
        if (i + 1 < text_.size() && text_[i + 1] == '\n') ++i;
      }
      text_ = std::move(lines);
    }
    w_.text(text_);
    text_.clear();
  }

  void open(std::string_view name) {
    flush();
    w_.open_inline(name);
  }

  void close() {
    flush();
    w_.close();
  }

  // An attribute value with tabs, line ends and CR LF pairs as single spaces.
  void attribute(std::string_view name, std::string_view value) {
    if (value.find_first_of("\t\n\r") == std::string_view::npos) {
      w_.attribute(name, value);
      return;
    }
    std::string spaced;
    for (std::size_t i = 0; i < value.size(); ++i) {
      const char c = value[i];
      if (c == '\r' && i + 1 < value.size() && value[i + 1] == '\n') ++i;
      spaced += c == '\t' || c == '\n' || c == '\r' ? ' ' : c;
    }
    w_.attribute(name, spaced);
  }

  void inlines(const Inlines& list) {
    for (const auto& in : list) std::visit([this](const auto& n) { inline_node(unboxed(n)); }, in.node);
  }
  void inline_node(const TextRun& n) { text_ += n.text; }
  void inline_node(const CodeSpan& n) {
    open("code");
    text_ += n.code;
    close();
  }
  void inline_node(const Emphasis& n) {
    open("em");
    inlines(n.children);
    close();
  }
  void inline_node(const Strong& n) {
    open("strong");
    inlines(n.children);
    close();
  }
  void inline_node(const Link& n) {
    if (!is_safe_link(n.url)) {
      inlines(n.children);
      return;
    }
    open("a");
    attribute("href", n.url);
    if (!n.title.empty()) kept_all_ = false;
    inlines(n.children);
    close();
  }
  void inline_node(const Image& n) {
    const std::string src = image_url_ ? image_url_(n.src) : n.src;
    open("img");
    attribute("src", src);
    attribute("alt", n.alt);
    if (!n.title.empty()) kept_all_ = false;
    close();
  }
  void inline_node(const SoftBreak&) { text_ += '\n'; }
  void inline_node(const HardBreak&) {
    open("br");
    close();
    text_ += '\n';
  }

  void blocks(const Blocks& list) {
    for (const auto& b : list) std::visit([this](const auto& n) { block_node(unboxed(n)); }, b.node);
  }
  void block_node(const Paragraph& n) {
    open("p");
    inlines(n.children);
    close();
  }
  void block_node(const Heading& n) {
    static constexpr std::string_view kHeadings[] = {"h1", "h2", "h3", "h4", "h5", "h6"};
    open(kHeadings[std::clamp(n.level, 1, 6) - 1]);
    inlines(n.children);
    close();
  }
  void block_node(const CodeBlock& n) {
    open("pre");
    open("code");
    text_ += n.code;
    close();
    close();
  }
  void block_node(const List& n) {
    open(n.ordered ? "ol" : "ul");
    if (n.ordered && n.start != 1) kept_all_ = false;
    for (const auto& item : n.items) {
      open("li");
      // tight list items hold one paragraph: write its inlines without <p>
      if (item.size() == 1 && std::holds_alternative<Paragraph>(item.front().node))
        inlines(std::get<Paragraph>(item.front().node).children);
      else
        blocks(item);
      close();
    }
    close();
  }
  void block_node(const BlockQuote& n) {
    open("blockquote");
    blocks(n.children);
    close();
  }
  void block_node(const ThematicBreak&) {
    open("hr");
    close();
  }
};

bool is_single_paragraph(const RichText& text) {
  return text.blocks.size() == 1 && std::holds_alternative<Paragraph>(text.blocks.front().node);
}

}  // namespace

bool append_blocks(XmlWriter& w, const RichText& text, const ImageUrl& image_url) {
  return XhtmlWriter(w, image_url).write(text, false);
}

bool append_inline(XmlWriter& w, const RichText& text, const ImageUrl& image_url) {
  if (text.blocks.empty()) return true;
  if (is_single_paragraph(text)) return XhtmlWriter(w, image_url).write(text, true);
  w.text(plain_text(text));
  return false;
}

bool append_flow(XmlWriter& w, const RichText& text, const ImageUrl& image_url) {
  return XhtmlWriter(w, image_url).write(text, true);
}

}  // namespace quizpack::qti21
