// One-line texts (choices, matching prompts and answers): CommonMark inlines only, block syntax kept as literal text.
#include <string_view>

#include "text/markdown.hpp"
#include "text/whitespace.hpp"

namespace quizpack {
namespace {

bool is_ascii_alpha(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

// True when `line` is a thematic break made of `marker`: three or more of it, with only spaces and tabs between.
bool is_thematic_break(std::string_view line, char marker) {
  int count = 0;
  for (char c : line) {
    if (c == marker)
      ++count;
    else if (!is_blank(c))
      return false;
  }
  return count >= 3;
}

// True when `line` opens with a backtick code fence: three or more backticks and none later on the line.
bool is_backtick_fence(std::string_view line) {
  std::size_t run = 0;
  while (run < line.size() && line[run] == '`') ++run;
  return run >= 3 && line.find('`', run) == std::string_view::npos;
}

// True when `line` opens with a URI or email autolink, which CommonMark never reads as an HTML block.
bool is_autolink_start(std::string_view line) {
  const auto close = line.find('>');
  if (close == std::string_view::npos) return false;
  const std::string_view inside = line.substr(1, close - 1);
  if (inside.empty() || inside.find_first_of(" \t<") != std::string_view::npos) return false;
  const auto colon = inside.find(':');
  if (colon != std::string_view::npos && colon >= 2 && colon <= 32 && is_ascii_alpha(inside.front())) return true;
  const auto at = inside.find('@');
  return at != std::string_view::npos && at > 0 && at + 1 < inside.size();
}

// True when `rest` (from a line's leading '[') is a link reference definition's label followed by ':'.
bool opens_reference_definition(std::string_view rest) {
  for (std::size_t i = 1; i < rest.size(); ++i) {
    if (rest[i] == '\\') {
      ++i;
      continue;
    }
    if (rest[i] == '[') return false;
    if (rest[i] == ']') return i + 1 < rest.size() && rest[i + 1] == ':';
  }
  return false;
}

// The digits of an ordered-list marker at the start of `line` (one to nine, then '.' or ')'); zero when none.
std::size_t ordered_marker_digits(std::string_view line) {
  std::size_t n = 0;
  while (n < line.size() && n < 10 && line[n] >= '0' && line[n] <= '9') ++n;
  if (n == 0 || n > 9 || n >= line.size()) return 0;
  return line[n] == '.' || line[n] == ')' ? n : 0;
}

// Appends `line` (leading blanks already gone) with a backslash where it would open a block; `rest` runs from
// the line to the end of the text. Sets `tag` when an escaped '<' opens what looks like HTML.
void append_line(std::string& out, std::string_view line, std::string_view rest, bool first, bool& tag) {
  const char c = line.front();
  bool escape = false;
  switch (c) {
    case '#':
    case '>':
    case '=':
    case '~':
    case '+':
    case '-':
      escape = true;
      break;
    case '*':
      escape = line.size() == 1 || is_blank(line[1]) || is_thematic_break(line, '*');
      break;
    case '_':
      escape = is_thematic_break(line, '_');
      break;
    case '`':
      escape = is_backtick_fence(line);
      break;
    case '<':
      escape = !is_autolink_start(line);
      tag = tag || (escape && line.size() > 1 &&
                    (is_ascii_alpha(line[1]) || line[1] == '/' || line[1] == '!' || line[1] == '?'));
      break;
    case '[':
      escape = first && opens_reference_definition(rest);
      break;
    default:
      break;
  }
  if (escape) out += '\\';
  const std::size_t digits = escape ? 0 : ordered_marker_digits(line);
  if (digits == 0) {
    out += line;
    return;
  }
  out += line.substr(0, digits);
  out += '\\';
  out += line.substr(digits);
}

// `source` as the lines of one paragraph: blank lines dropped, leading blanks trimmed, block openers escaped.
std::string one_paragraph(const std::string& source, bool& tag) {
  std::string out;
  out.reserve(source.size() + 8);
  const std::string_view all(source);
  bool first = true;
  for (std::size_t start = 0; start < all.size();) {
    std::size_t end = start;  // find_first_of would call memchr once per character
    while (end < all.size() && all[end] != '\r' && all[end] != '\n') ++end;
    std::size_t from = start;
    while (from < end && is_blank(all[from])) ++from;
    if (from < end) {
      if (!first) out += '\n';
      append_line(out, all.substr(from, end - from), all.substr(from), first, tag);
      first = false;
    }
    start = end + 1;
  }
  return out;
}

}  // namespace

RichText parse_inline_markdown(const std::string& source, bool keep_source) {
  bool tag = false;
  RichText text = parse_markdown(one_paragraph(source, tag), false);
  if (text.blocks.size() > 1 || (text.blocks.size() == 1 && !std::holds_alternative<Paragraph>(text.blocks[0].node)))
    text.blocks = {Block{Paragraph{{{TextRun{source}}}}}};
  text.had_raw_html = text.had_raw_html || tag;
  if (keep_source) text.source = source;
  return text;
}

}  // namespace quizpack
