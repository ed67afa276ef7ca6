// RichText → HTML/XHTML; text is always escaped, links limited to safe schemes, images mapped by the caller.
#include "text/html.hpp"

#include <algorithm>
#include <cctype>

namespace quizpack {
namespace {

struct Renderer {
  const HtmlOptions& options;
  std::string out;

  void text(const std::string& s) { append_escaped_html(out, s); }

  void inlines(const Inlines& list) {
    for (const auto& in : list) std::visit([this](const auto& n) { inline_node(unboxed(n)); }, in.node);
  }
  void inline_node(const TextRun& n) { text(n.text); }
  void inline_node(const CodeSpan& n) {
    out += "<code>";
    text(n.code);
    out += "</code>";
  }
  void inline_node(const Emphasis& n) {
    out += "<em>";
    inlines(n.children);
    out += "</em>";
  }
  void inline_node(const Strong& n) {
    out += "<strong>";
    inlines(n.children);
    out += "</strong>";
  }
  void inline_node(const Link& n) {
    if (!is_safe_link(n.url)) {
      inlines(n.children);
      return;
    }
    out += "<a href=\"" + escape_html(n.url) + "\"";
    if (!n.title.empty()) out += " title=\"" + escape_html(n.title) + "\"";
    out += ">";
    inlines(n.children);
    out += "</a>";
  }
  void inline_node(const Image& n) {
    std::string src = options.image_url ? options.image_url(n.src) : n.src;
    out += "<img src=\"" + escape_html(src) + "\" alt=\"" + escape_html(n.alt) + "\"";
    if (!n.title.empty()) out += " title=\"" + escape_html(n.title) + "\"";
    out += "/>";
  }
  void inline_node(const SoftBreak&) { out += "\n"; }
  void inline_node(const HardBreak&) { out += "<br/>\n"; }

  void blocks(const Blocks& list) {
    for (const auto& b : list) std::visit([this](const auto& n) { block_node(unboxed(n)); }, b.node);
  }
  void block_node(const Paragraph& n) {
    out += "<p>";
    inlines(n.children);
    out += "</p>";
  }
  void block_node(const Heading& n) {
    const std::string tag = "h" + std::to_string(std::clamp(n.level, 1, 6));
    out += "<" + tag + ">";
    inlines(n.children);
    out += "</" + tag + ">";
  }
  void block_node(const CodeBlock& n) {
    out += "<pre><code>";
    text(n.code);
    out += "</code></pre>";
  }
  void block_node(const List& n) {
    const char* tag = n.ordered ? "ol" : "ul";
    out += std::string("<") + tag;
    if (n.ordered && n.start != 1) out += " start=\"" + std::to_string(n.start) + "\"";
    out += ">";
    for (const auto& item : n.items) {
      out += "<li>";
      // tight list items hold one paragraph: write its inlines without <p>
      if (item.size() == 1 && std::holds_alternative<Paragraph>(item.front().node))
        inlines(std::get<Paragraph>(item.front().node).children);
      else
        blocks(item);
      out += "</li>";
    }
    out += std::string("</") + tag + ">";
  }
  void block_node(const BlockQuote& n) {
    out += "<blockquote>";
    blocks(n.children);
    out += "</blockquote>";
  }
  void block_node(const ThematicBreak&) { out += "<hr/>"; }
};

}  // namespace

void append_escaped_html(std::string& out, std::string_view text) {
  std::size_t start = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char* entity = nullptr;
    switch (text[i]) {
      case '&':
        entity = "&amp;";
        break;
      case '<':
        entity = "&lt;";
        break;
      case '>':
        entity = "&gt;";
        break;
      case '"':
        entity = "&quot;";
        break;
      case '\'':
        entity = "&#39;";
        break;
      default:
        continue;
    }
    out.append(text, start, i - start);
    out += entity;
    start = i + 1;
  }
  out.append(text, start, text.size() - start);
}

std::string escape_html(const std::string& text) {
  std::string out;
  out.reserve(text.size() + text.size() / 8);
  append_escaped_html(out, text);
  return out;
}

bool is_safe_link(const std::string& url) {
  std::string scheme;
  for (char c : url) {
    if (c == ':') break;
    if (c == '/' || c == '?' || c == '#') return true;  // relative reference
    scheme += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  }
  if (scheme.size() == url.size()) return true;  // no colon: relative
  return scheme == "http" || scheme == "https" || scheme == "mailto";
}

std::string render_html(const RichText& text, const HtmlOptions& options) {
  Renderer r{options, {}};
  if (options.unwrap_single_paragraph && text.blocks.size() == 1 &&
      std::holds_alternative<Paragraph>(text.blocks.front().node))
    r.inlines(std::get<Paragraph>(text.blocks.front().node).children);
  else
    r.blocks(text.blocks);
  return r.out;
}

}  // namespace quizpack
