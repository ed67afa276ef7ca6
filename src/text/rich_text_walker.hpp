// The one walk over a RichText tree as HTML elements; a sink decides how tags, attributes and text are written.
#pragma once

#include <algorithm>
#include <functional>
#include <string>
#include <string_view>

#include "model/rich_text.hpp"
#include "text/html.hpp"

namespace quizpack {

// Maps an image's bank path to the URL used in the output; identity when empty.
using ImageUrlMap = std::function<std::string(const std::string& src)>;

// Calls, in document order, on a Sink with:
//   open(tag)                   a start tag begins; attributes follow
//   attribute(name, value)      an attribute every output holds
//   optional_attribute(n, v)    one a restricted output may drop (link and image titles, a list's start)
//   content()                   the start tag of an element with content ends
//   close(tag)                  the element with content ends
//   close_empty(tag)            the start tag of an empty element (br, hr, img) ends it
//   text(s)                     text, not yet escaped
//   formula(f)                  a TeX formula, written as the output needs it
//   gap(g)                      a cloze gap's marker, written as the output needs it
template <class Sink>
class RichTextWalker {
 public:
  RichTextWalker(Sink& sink, const ImageUrlMap& image_url) : sink_(sink), image_url_(image_url) {}

  // The whole text; with `unwrap_single_paragraph` a text of one paragraph is written without its <p>.
  void document(const RichText& text, bool unwrap_single_paragraph) {
    if (unwrap_single_paragraph && text.blocks.size() == 1 &&
        std::holds_alternative<Paragraph>(text.blocks.front().node))
      inlines(std::get<Paragraph>(text.blocks.front().node).children);
    else
      blocks(text.blocks);
  }

 private:
  Sink& sink_;
  const ImageUrlMap& image_url_;

  void start(std::string_view tag) {
    sink_.open(tag);
    sink_.content();
  }

  void inlines(const Inlines& list) {
    for (const auto& in : list) std::visit([&](const auto& n) { inline_node(unboxed(n)); }, in.node);
  }
  void inline_node(const TextRun& n) { sink_.text(n.text); }
  void inline_node(const CodeSpan& n) {
    start("code");
    sink_.text(n.code);
    sink_.close("code");
  }
  void inline_node(const Emphasis& n) {
    start("em");
    inlines(n.children);
    sink_.close("em");
  }
  void inline_node(const Strong& n) {
    start("strong");
    inlines(n.children);
    sink_.close("strong");
  }
  void inline_node(const Link& n) {
    if (!is_safe_link(n.url)) {
      inlines(n.children);
      return;
    }
    sink_.open("a");
    sink_.attribute("href", n.url);
    if (!n.title.empty()) sink_.optional_attribute("title", n.title);
    sink_.content();
    inlines(n.children);
    sink_.close("a");
  }
  void inline_node(const Image& n) {
    sink_.open("img");
    if (image_url_)
      sink_.attribute("src", image_url_(n.src));
    else
      sink_.attribute("src", n.src);
    sink_.attribute("alt", n.alt);
    if (!n.title.empty()) sink_.optional_attribute("title", n.title);
    sink_.close_empty("img");
  }
  void inline_node(const Formula& n) { sink_.formula(n); }
  void inline_node(const GapMarker& n) { sink_.gap(n); }
  void inline_node(const SoftBreak&) { sink_.text("\n"); }
  void inline_node(const HardBreak&) {
    sink_.open("br");
    sink_.close_empty("br");
    sink_.text("\n");
  }

  void blocks(const Blocks& list) {
    for (const auto& b : list) std::visit([&](const auto& n) { block_node(unboxed(n)); }, b.node);
  }
  void block_node(const Paragraph& n) {
    start("p");
    inlines(n.children);
    sink_.close("p");
  }
  void block_node(const Heading& n) {
    static constexpr std::string_view kHeadings[] = {"h1", "h2", "h3", "h4", "h5", "h6"};
    const std::string_view tag = kHeadings[std::clamp(n.level, 1, 6) - 1];
    start(tag);
    inlines(n.children);
    sink_.close(tag);
  }
  void block_node(const CodeBlock& n) {
    start("pre");
    start("code");
    sink_.text(n.code);
    sink_.close("code");
    sink_.close("pre");
  }
  void block_node(const List& n) {
    const std::string_view tag = n.ordered ? "ol" : "ul";
    sink_.open(tag);
    if (n.ordered && n.start != 1) sink_.optional_attribute("start", std::to_string(n.start));
    sink_.content();
    for (const auto& item : n.items) {
      start("li");
      // tight list items hold one paragraph: write its inlines without <p>
      if (item.size() == 1 && std::holds_alternative<Paragraph>(item.front().node))
        inlines(std::get<Paragraph>(item.front().node).children);
      else
        blocks(item);
      sink_.close("li");
    }
    sink_.close(tag);
  }
  void block_node(const BlockQuote& n) {
    start("blockquote");
    blocks(n.children);
    sink_.close("blockquote");
  }
  void block_node(const ThematicBreak&) {
    sink_.open("hr");
    sink_.close_empty("hr");
  }
};

}  // namespace quizpack
