// Where the TeX formulas of a Markdown source are: \( \) inline, \[ \] and $$ $$ display, outside code.
#include "text/formulas.hpp"

#include <cmark.h>

#include <algorithm>
#include <memory>
#include <utility>

#include "text/whitespace.hpp"

namespace quizpack {
namespace {

// Byte ranges of the lines cmark reads as code blocks.
std::vector<std::pair<std::size_t, std::size_t>> code_block_ranges(std::string_view source) {
  std::vector<std::size_t> line_starts{0};
  for (std::size_t i = 0; i < source.size(); ++i) {
    if (source[i] == '\r' && i + 1 < source.size() && source[i + 1] == '\n') ++i;
    if (source[i] == '\n' || source[i] == '\r') line_starts.push_back(i + 1);
  }
  std::vector<std::pair<std::size_t, std::size_t>> out;
  std::unique_ptr<cmark_node, void (*)(cmark_node*)> doc(
      cmark_parse_document(source.data(), source.size(), CMARK_OPT_SOURCEPOS), cmark_node_free);
  cmark_iter* it = cmark_iter_new(doc.get());
  for (cmark_event_type ev; (ev = cmark_iter_next(it)) != CMARK_EVENT_DONE;) {
    cmark_node* n = cmark_iter_get_node(it);
    if (ev != CMARK_EVENT_ENTER || cmark_node_get_type(n) != CMARK_NODE_CODE_BLOCK) continue;
    const auto first = static_cast<std::size_t>(cmark_node_get_start_line(n));
    const auto last = static_cast<std::size_t>(cmark_node_get_end_line(n));
    if (first == 0 || first > line_starts.size()) continue;
    const std::size_t end = last < line_starts.size() ? line_starts[last] : source.size();
    out.emplace_back(line_starts[first - 1], end);
  }
  cmark_iter_free(it);
  return out;
}

// True when `s` from `i` starts a blank line (only spaces and tabs up to its end).
bool blank_line_at(std::string_view s, std::size_t i) {
  while (i < s.size() && is_blank(s[i])) ++i;
  return i >= s.size() || s[i] == '\n' || s[i] == '\r';
}

// The offset after the closer `closer` of a formula whose TeX starts at `from`, or npos. TeX commands (a backslash
// and the next character) are skipped whole and a blank line ends the search; the first closer outside braces
// counts, else (braces left open) the first closer at all, so that validation can report the braces.
std::size_t find_closer(std::string_view s, std::size_t from, std::string_view closer, std::size_t limit) {
  int depth = 0;
  std::size_t first = std::string_view::npos;
  for (std::size_t i = from; i + 1 < limit; ++i) {
    if (s.compare(i, 2, closer) == 0) {
      if (depth == 0) return i + 2;
      if (first == std::string_view::npos) first = i + 2;
    }
    if (s[i] == '{') {
      ++depth;
    } else if (s[i] == '}') {
      depth = depth > 0 ? depth - 1 : 0;
    } else if (s[i] == '\\') {
      ++i;
    } else if (s[i] == '\n' || s[i] == '\r') {
      std::size_t next = i + 1;
      if (s[i] == '\r' && next < limit && s[next] == '\n') ++next;
      if (blank_line_at(s, next)) break;
    }
  }
  return first;
}

bool blank(std::string_view s) {
  for (char c : s)
    if (!is_space(c)) return false;
  return true;
}

// The offset after the code span whose backticks start at `i`, or after the backticks when nothing closes them.
std::size_t code_span_end(std::string_view s, std::size_t i, std::size_t limit) {
  std::size_t run = 0;
  while (i + run < limit && s[i + run] == '`') ++run;
  for (std::size_t j = i + run; j < limit;) {
    if (s[j] != '`') {
      ++j;
      continue;
    }
    std::size_t len = 0;
    while (j + len < limit && s[j + len] == '`') ++len;
    if (len == run) return j + len;
    j += len;
  }
  return i + run;
}

// Scans [from, limit) of `s` for formulas, skipping code spans.
void scan(std::string_view s, std::size_t from, std::size_t limit, std::vector<FormulaSpan>& out) {
  for (std::size_t i = from; i < limit; ++i) {
    const char c = s[i];
    if (c == '`') {
      i = code_span_end(s, i, limit) - 1;
      continue;
    }
    const bool dollars = c == '$' && i + 1 < limit && s[i + 1] == '$';
    if (c != '\\' && !dollars) continue;
    if (i + 1 >= limit) break;
    const char next = s[i + 1];
    std::string_view closer;
    if (dollars)
      closer = "$$";
    else if (next == '(')
      closer = "\\)";
    else if (next == '[')
      closer = "\\]";
    if (closer.empty()) {
      ++i;  // a Markdown escape: the escaped character opens nothing
      continue;
    }
    const std::size_t end = find_closer(s, i + 2, closer, limit);
    if (end == std::string_view::npos || blank(s.substr(i + 2, end - i - 4))) {
      ++i;
      continue;
    }
    out.push_back({i, end, next != '('});
    i = end - 1;
  }
}

}  // namespace

std::string delimited_tex(const Formula& formula) {
  std::string out;
  append_delimited_tex(out, formula);
  return out;
}

void append_delimited_tex(std::string& out, const Formula& formula) {
  out += formula.display ? "\\[" : "\\(";
  out += formula.tex;
  out += formula.display ? "\\]" : "\\)";
}

bool may_hold_formula(std::string_view source) {
  for (std::size_t i = 0; i + 1 < source.size(); ++i) {  // find_first_of would call memchr once per character
    const char c = source[i];
    const char next = source[i + 1];
    if (c == '$' && next == '$') return true;
    if (c == '\\') {
      if (next == '(' || next == '[') return true;
      ++i;  // an escaped character opens nothing
    }
  }
  return false;
}

std::vector<FormulaSpan> find_formulas(std::string_view source, bool blocks) {
  std::vector<FormulaSpan> out;
  if (!may_hold_formula(source)) return out;
  std::size_t at = 0;
  if (blocks)
    for (const auto& [begin, end] : code_block_ranges(source)) {
      if (begin > at) scan(source, at, begin, out);
      at = std::max(at, end);
    }
  if (at < source.size()) scan(source, at, source.size(), out);
  return out;
}

namespace {

bool inlines_have_formula(const Inlines& list) {
  for (const auto& in : list) {
    if (std::holds_alternative<Boxed<Formula>>(in.node)) return true;
    if (const auto* e = std::get_if<Emphasis>(&in.node); e && inlines_have_formula(e->children)) return true;
    if (const auto* s = std::get_if<Strong>(&in.node); s && inlines_have_formula(s->children)) return true;
    if (const auto* l = std::get_if<Boxed<Link>>(&in.node); l && inlines_have_formula((*l)->children)) return true;
  }
  return false;
}

bool blocks_have_formula(const Blocks& list) {
  for (const auto& b : list) {
    if (const auto* p = std::get_if<Paragraph>(&b.node); p && inlines_have_formula(p->children)) return true;
    if (const auto* h = std::get_if<Heading>(&b.node); h && inlines_have_formula(h->children)) return true;
    if (const auto* q = std::get_if<BlockQuote>(&b.node); q && blocks_have_formula(q->children)) return true;
    if (const auto* l = std::get_if<List>(&b.node))
      for (const auto& item : l->items)
        if (blocks_have_formula(item)) return true;
  }
  return false;
}

}  // namespace

bool has_formula(const RichText& text) { return blocks_have_formula(text.blocks); }

}  // namespace quizpack
