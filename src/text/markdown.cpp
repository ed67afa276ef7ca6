// CommonMark → RichText, through cmark; raw HTML in the source becomes plain text.
#include "text/markdown.hpp"

#include <cmark.h>

#include <memory>
#include <string_view>

#include "text/formula_slots.hpp"
#include "text/formulas.hpp"
#include "text/utf8.hpp"

namespace quizpack {
namespace {

constexpr int kMaxDepth = 24;  // deeper nesting is flattened into text

std::string literal(cmark_node* node) {
  const char* s = cmark_node_get_literal(node);
  return s ? s : "";
}

std::string attr(const char* s) { return s ? s : ""; }

void append_text(Inlines& out, std::string text) {
  if (text.empty()) return;
  if (!out.empty())
    if (auto* run = std::get_if<TextRun>(&out.back().node)) {
      run->text += text;
      return;
    }
  out.push_back({TextRun{std::move(text)}});
}

// Flattens a subtree to its text, for content nested beyond kMaxDepth and for image alt text.
std::string flatten(cmark_node* node) {
  std::string out;
  cmark_iter* it = cmark_iter_new(node);
  for (cmark_event_type ev; (ev = cmark_iter_next(it)) != CMARK_EVENT_DONE;) {
    if (ev != CMARK_EVENT_ENTER) continue;
    cmark_node* n = cmark_iter_get_node(it);
    switch (cmark_node_get_type(n)) {
      case CMARK_NODE_TEXT:
      case CMARK_NODE_CODE:
      case CMARK_NODE_HTML_INLINE:
      case CMARK_NODE_HTML_BLOCK:
      case CMARK_NODE_CODE_BLOCK:
        out += literal(n);
        break;
      case CMARK_NODE_SOFTBREAK:
      case CMARK_NODE_LINEBREAK:
        out += ' ';
        break;
      default:
        break;
    }
  }
  cmark_iter_free(it);
  return out;
}

Inlines convert_inlines(cmark_node* parent, int depth);

void convert_inline(cmark_node* n, Inlines& out, int depth) {
  if (depth > kMaxDepth) {
    append_text(out, flatten(n));
    return;
  }
  switch (cmark_node_get_type(n)) {
    case CMARK_NODE_TEXT:
      append_text(out, literal(n));
      break;
    case CMARK_NODE_HTML_INLINE:
      append_text(out, literal(n));
      break;
    case CMARK_NODE_CODE:
      out.push_back({CodeSpan{literal(n)}});
      break;
    case CMARK_NODE_SOFTBREAK:
      out.push_back({SoftBreak{}});
      break;
    case CMARK_NODE_LINEBREAK:
      out.push_back({HardBreak{}});
      break;
    case CMARK_NODE_EMPH:
      out.push_back({Emphasis{convert_inlines(n, depth + 1)}});
      break;
    case CMARK_NODE_STRONG:
      out.push_back({Strong{convert_inlines(n, depth + 1)}});
      break;
    case CMARK_NODE_LINK:
      out.push_back({Link{attr(cmark_node_get_url(n)), attr(cmark_node_get_title(n)), convert_inlines(n, depth + 1)}});
      break;
    case CMARK_NODE_IMAGE:
      out.push_back({Image{attr(cmark_node_get_url(n)), flatten(n), attr(cmark_node_get_title(n))}});
      break;
    default:
      append_text(out, flatten(n));
      break;
  }
}

// How many inlines the children of `parent` become (adjacent runs of text merge into one).
std::size_t inline_count(cmark_node* parent, int depth) {
  std::size_t n = 0;
  bool text = false;
  for (cmark_node* c = cmark_node_first_child(parent); c; c = cmark_node_next(c)) {
    const auto type = cmark_node_get_type(c);
    const bool is_text = depth > kMaxDepth || type == CMARK_NODE_TEXT || type == CMARK_NODE_HTML_INLINE;
    if (!(is_text && text)) ++n;
    text = is_text;
  }
  return n;
}

Inlines convert_inlines(cmark_node* parent, int depth) {
  Inlines out;
  out.reserve(inline_count(parent, depth));
  for (cmark_node* c = cmark_node_first_child(parent); c; c = cmark_node_next(c)) convert_inline(c, out, depth);
  return out;
}

Blocks convert_blocks(cmark_node* parent, int depth);

void convert_block(cmark_node* n, Blocks& out, int depth) {
  if (depth > kMaxDepth) {
    out.push_back({Paragraph{{{TextRun{flatten(n)}}}}});
    return;
  }
  switch (cmark_node_get_type(n)) {
    case CMARK_NODE_PARAGRAPH:
      out.push_back({Paragraph{convert_inlines(n, depth + 1)}});
      break;
    case CMARK_NODE_HEADING:
      out.push_back({Heading{cmark_node_get_heading_level(n), convert_inlines(n, depth + 1)}});
      break;
    case CMARK_NODE_CODE_BLOCK:
      out.push_back({CodeBlock{attr(cmark_node_get_fence_info(n)), literal(n)}});
      break;
    case CMARK_NODE_HTML_BLOCK: {
      std::string text = literal(n);
      while (!text.empty() && text.back() == '\n') text.pop_back();
      out.push_back({Paragraph{{{TextRun{std::move(text)}}}}});
      break;
    }
    case CMARK_NODE_THEMATIC_BREAK:
      out.push_back({ThematicBreak{}});
      break;
    case CMARK_NODE_BLOCK_QUOTE:
      out.push_back({BlockQuote{convert_blocks(n, depth + 1)}});
      break;
    case CMARK_NODE_LIST: {
      List list;
      list.ordered = cmark_node_get_list_type(n) == CMARK_ORDERED_LIST;
      list.start = list.ordered ? cmark_node_get_list_start(n) : 1;
      std::size_t items = 0;
      for (cmark_node* item = cmark_node_first_child(n); item; item = cmark_node_next(item)) ++items;
      list.items.reserve(items);
      for (cmark_node* item = cmark_node_first_child(n); item; item = cmark_node_next(item))
        list.items.push_back(convert_blocks(item, depth + 1));
      out.push_back({std::move(list)});
      break;
    }
    default:
      out.push_back({Paragraph{{{TextRun{flatten(n)}}}}});
      break;
  }
}

Blocks convert_blocks(cmark_node* parent, int depth) {
  Blocks out;
  std::size_t n = 0;
  for (cmark_node* c = cmark_node_first_child(parent); c; c = cmark_node_next(c)) ++n;
  out.reserve(n);
  for (cmark_node* c = cmark_node_first_child(parent); c; c = cmark_node_next(c)) convert_block(c, out, depth);
  return out;
}

// True when CommonMark reads `source` as one paragraph holding exactly its text: one line of well-formed UTF-8
// without markup characters, that cannot open a block and has no space to trim at either end.
bool is_plain_paragraph(const std::string& source) {
  if (source.empty()) return false;
  const char first = source.front();
  if (first == ' ' || (first >= '0' && first <= '9') ||
      std::string_view("-+*=#>~_`<|").find(first) != std::string_view::npos)
    return false;
  if (source.back() == ' ') return false;
  for (std::size_t i = 0; i < source.size();) {
    const auto c = static_cast<unsigned char>(source[i]);
    if (c < 0x20 || c == 0x7F) return false;
    if (c < 0x80) {
      if (std::string_view("\\`*_[]!<>&").find(static_cast<char>(c)) != std::string_view::npos) return false;
      ++i;
      continue;
    }
    const std::size_t n = utf8_sequence_length(source, i);
    if (n == 0) return false;
    i += n;
  }
  return true;
}

// Parses `markdown` (the source, or the source with its formulas taken out) into blocks; sets `raw_html`.
Blocks parse_blocks(const std::string& markdown, bool& raw_html) {
  std::unique_ptr<cmark_node, void (*)(cmark_node*)> doc(
      cmark_parse_document(markdown.data(), markdown.size(), CMARK_OPT_DEFAULT | CMARK_OPT_VALIDATE_UTF8),
      cmark_node_free);
  cmark_iter* it = cmark_iter_new(doc.get());
  for (cmark_event_type ev; (ev = cmark_iter_next(it)) != CMARK_EVENT_DONE;) {
    const auto type = cmark_node_get_type(cmark_iter_get_node(it));
    if (ev == CMARK_EVENT_ENTER && (type == CMARK_NODE_HTML_INLINE || type == CMARK_NODE_HTML_BLOCK)) raw_html = true;
  }
  cmark_iter_free(it);
  return convert_blocks(doc.get(), 0);
}

}  // namespace

RichText parse_markdown(const std::string& source, bool keep_source) {
  const bool formulas = may_hold_formula(source);
  if (!formulas && is_plain_paragraph(source)) {
    RichText plain{keep_source ? source : std::string(), {}, false};
    plain.blocks.push_back({Paragraph{{{TextRun{source}}}}});
    return plain;
  }
  bool raw_html = false;
  if (!formulas) {
    Blocks blocks = parse_blocks(source, raw_html);
    return RichText{keep_source ? source : std::string(), std::move(blocks), raw_html};
  }
  FormulaSlots slots;
  Blocks blocks = parse_blocks(slots.take_out(source, true), raw_html);
  slots.put_back(blocks);
  return RichText{keep_source ? source : std::string(), std::move(blocks), raw_html};
}

}  // namespace quizpack
