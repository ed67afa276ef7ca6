// Rich text as a small tree of blocks and inlines, parsed from CommonMark and rendered by each writer.
#pragma once

#include <string>
#include <variant>
#include <vector>

#include "model/boxed.hpp"

namespace quizpack {

struct Inline;
using Inlines = std::vector<Inline>;

struct TextRun {
  std::string text;
};
struct CodeSpan {
  std::string code;
};
struct Emphasis {
  Inlines children;
};
struct Strong {
  Inlines children;
};
struct Link {
  std::string url;
  std::string title;
  Inlines children;
};
struct Image {
  std::string src;  // path relative to the bank's folder
  std::string alt;
  std::string title;
};
// A TeX formula written between \( \) (inline), or \[ \] or $$ $$ (display); `tex` without its delimiters.
struct Formula {
  std::string tex;
  bool display = false;
};
struct SoftBreak {};
struct HardBreak {};
// Where a cloze question's gap stands in its stem, written `{{gap}}` in the bank.
struct GapMarker {
  std::string gap;
};

// Links, images and formulas are boxed: they are rare, and inline would triple the size of every element.
struct Inline {
  std::variant<TextRun, CodeSpan, Emphasis, Strong, Boxed<Link>, Boxed<Image>, Boxed<Formula>, SoftBreak, HardBreak,
               GapMarker>
      node;
};

struct Block;
using Blocks = std::vector<Block>;

struct Paragraph {
  Inlines children;
};
struct Heading {
  int level = 1;
  Inlines children;
};
struct CodeBlock {
  std::string info;
  std::string code;
};
struct List {
  bool ordered = false;
  int start = 1;
  std::vector<Blocks> items;
};
struct BlockQuote {
  Blocks children;
};
struct ThematicBreak {};

// Code blocks are boxed for the same reason as links.
struct Block {
  std::variant<Paragraph, Heading, Boxed<CodeBlock>, List, BlockQuote, ThematicBreak> node;
};

// A parsed text: its CommonMark source and the tree made from it.
struct RichText {
  std::string source;
  Blocks blocks;
  bool had_raw_html = false;  // the source held raw HTML, which the tree keeps as plain text
};

}  // namespace quizpack
