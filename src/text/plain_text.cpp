// RichText → plain text (titles, LMS descriptions, GIFT names), and tests on a text's shape.
#include "text/plain_text.hpp"

#include "text/formulas.hpp"
#include "text/whitespace.hpp"

namespace quizpack {
namespace {

void inlines_text(const Inlines& list, std::string& out, std::string_view blank);

struct InlineText {
  std::string& out;
  std::string_view blank;  // what a gap marker becomes; empty: the marker {{id}} itself
  void operator()(const TextRun& n) { out += n.text; }
  void operator()(const CodeSpan& n) { out += n.code; }
  void operator()(const Emphasis& n) { inlines_text(n.children, out, blank); }
  void operator()(const Strong& n) { inlines_text(n.children, out, blank); }
  void operator()(const Boxed<Link>& n) { inlines_text(n->children, out, blank); }
  void operator()(const Boxed<Image>& n) { out += n->alt; }
  void operator()(const Boxed<Formula>& n) { append_delimited_tex(out, *n); }
  void operator()(const SoftBreak&) { out += ' '; }
  void operator()(const HardBreak&) { out += ' '; }
  void operator()(const GapMarker& n) {
    if (blank.empty())
      out += "{{" + n.gap + "}}";
    else
      out += blank;
  }
};

void inlines_text(const Inlines& list, std::string& out, std::string_view blank) {
  for (const auto& in : list) std::visit(InlineText{out, blank}, in.node);
}

void blocks_text(const Blocks& list, std::string& out, std::string_view blank);

struct BlockText {
  std::string& out;
  std::string_view blank;
  void operator()(const Paragraph& n) { inlines_text(n.children, out, blank); }
  void operator()(const Heading& n) { inlines_text(n.children, out, blank); }
  void operator()(const Boxed<CodeBlock>& n) {
    std::string code = n->code;
    while (!code.empty() && code.back() == '\n') code.pop_back();
    out += code;
  }
  void operator()(const List& n) {
    bool first = true;
    for (const auto& item : n.items) {
      if (!first) out += '\n';
      first = false;
      out += "- ";
      blocks_text(item, out, blank);
    }
  }
  void operator()(const BlockQuote& n) { blocks_text(n.children, out, blank); }
  void operator()(const ThematicBreak&) { out += "---"; }
};

void blocks_text(const Blocks& list, std::string& out, std::string_view blank) {
  bool first = true;
  for (const auto& b : list) {
    if (!first) out += "\n\n";
    first = false;
    std::visit(BlockText{out, blank}, b.node);
  }
}

void collect_images(const Inlines& list, std::vector<std::string>& out) {
  for (const auto& in : list) {
    if (const auto* img = std::get_if<Boxed<Image>>(&in.node))
      out.push_back((*img)->src);
    else if (const auto* e = std::get_if<Emphasis>(&in.node))
      collect_images(e->children, out);
    else if (const auto* s = std::get_if<Strong>(&in.node))
      collect_images(s->children, out);
    else if (const auto* l = std::get_if<Boxed<Link>>(&in.node))
      collect_images((*l)->children, out);
  }
}

void collect_images(const Blocks& list, std::vector<std::string>& out) {
  for (const auto& b : list) {
    if (const auto* p = std::get_if<Paragraph>(&b.node))
      collect_images(p->children, out);
    else if (const auto* h = std::get_if<Heading>(&b.node))
      collect_images(h->children, out);
    else if (const auto* l = std::get_if<List>(&b.node))
      for (const auto& item : l->items) collect_images(item, out);
    else if (const auto* q = std::get_if<BlockQuote>(&b.node))
      collect_images(q->children, out);
  }
}

bool blank_text(const std::string& s) {
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (is_space(s[i])) continue;
    if (s.compare(i, 2, "\xC2\xA0") == 0) {
      ++i;
      continue;
    }
    return false;
  }
  return true;
}

bool inlines_show_something(const Inlines& list);

struct InlineShows {
  bool operator()(const TextRun& n) const { return !blank_text(n.text); }
  bool operator()(const CodeSpan& n) const { return !blank_text(n.code); }
  bool operator()(const Emphasis& n) const { return inlines_show_something(n.children); }
  bool operator()(const Strong& n) const { return inlines_show_something(n.children); }
  bool operator()(const Boxed<Link>& n) const { return inlines_show_something(n->children); }
  bool operator()(const Boxed<Image>&) const { return true; }
  bool operator()(const Boxed<Formula>&) const { return true; }
  bool operator()(const SoftBreak&) const { return false; }
  bool operator()(const HardBreak&) const { return false; }
  bool operator()(const GapMarker&) const { return true; }
};

bool inlines_show_something(const Inlines& list) {
  for (const auto& in : list)
    if (std::visit(InlineShows{}, in.node)) return true;
  return false;
}

bool blocks_show_something(const Blocks& list);

struct BlockShows {
  bool operator()(const Paragraph& n) const { return inlines_show_something(n.children); }
  bool operator()(const Heading& n) const { return inlines_show_something(n.children); }
  bool operator()(const Boxed<CodeBlock>& n) const { return !blank_text(n->code); }
  bool operator()(const List& n) const {
    for (const auto& item : n.items)
      if (blocks_show_something(item)) return true;
    return false;
  }
  bool operator()(const BlockQuote& n) const { return blocks_show_something(n.children); }
  bool operator()(const ThematicBreak&) const { return false; }
};

bool blocks_show_something(const Blocks& list) {
  for (const auto& b : list)
    if (std::visit(BlockShows{}, b.node)) return true;
  return false;
}

}  // namespace

bool renders_nothing(const RichText& text) { return !blocks_show_something(text.blocks); }

std::string plain_text(const RichText& text, std::string_view gap_blank) {
  std::string out;
  blocks_text(text.blocks, out, gap_blank);
  return out;
}

bool is_plain(const RichText& text) {
  if (text.blocks.size() != 1) return false;
  const auto* p = std::get_if<Paragraph>(&text.blocks.front().node);
  if (!p) return false;
  for (const auto& in : p->children)
    if (!std::holds_alternative<TextRun>(in.node) && !std::holds_alternative<SoftBreak>(in.node)) return false;
  return true;
}

std::vector<std::string> image_paths(const RichText& text) {
  std::vector<std::string> out;
  collect_images(text.blocks, out);
  return out;
}

}  // namespace quizpack
