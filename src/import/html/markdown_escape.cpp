// Escapes text for CommonMark so that what a reader wrote as text is shown as text.
#include "import/html/markdown_escape.hpp"

#include <cctype>
#include <vector>

#include "text/formulas.hpp"
#include "text/whitespace.hpp"

namespace quizpack {
namespace {

bool at_line_start(const std::string& out) { return out.empty() || out.back() == '\n'; }

// True when `out` ends with digits that start its last line ("12" in "x\n12"): a list marker would follow.
bool ends_with_line_number(const std::string& out) {
  std::size_t i = out.size();
  while (i > 0 && std::isdigit(static_cast<unsigned char>(out[i - 1]))) --i;
  return i < out.size() && (i == 0 || out[i - 1] == '\n');
}

// An entity reference such as &amp;, &#38; or &#x26; starts `rest`.
bool starts_entity(std::string_view rest) {
  std::size_t i = 1;
  const bool numeric = rest.size() > 1 && rest[1] == '#';
  if (numeric) ++i;
  const bool hex = numeric && rest.size() > 2 && (rest[2] == 'x' || rest[2] == 'X');
  if (hex) ++i;
  const std::size_t start = i;
  while (i < rest.size() && (hex       ? std::isxdigit(static_cast<unsigned char>(rest[i]))
                             : numeric ? std::isdigit(static_cast<unsigned char>(rest[i]))
                                       : std::isalnum(static_cast<unsigned char>(rest[i]))))
    ++i;
  return i > start && i < rest.size() && rest[i] == ';';
}

// Whether the character starting `rest` would be read as Markdown after `out` unless escaped.
bool needs_escape(const std::string& out, std::string_view rest) {
  const char c = rest[0];
  const char next = rest.size() > 1 ? rest[1] : '\0';
  switch (c) {
    case '\\':
      return std::ispunct(static_cast<unsigned char>(next)) || next == '\n';
    case '`':
    case '*':
    case '_':
    case '[':  // with every [ escaped no ] closes a link, and \[ … \] would be a TeX formula
      return true;
    case '<':
      return std::isalpha(static_cast<unsigned char>(next)) || next == '/' || next == '!' || next == '?';
    case '&':
      return starts_entity(rest);
    case '#':
    case '>':
    case '-':
    case '+':
    case '=':
      return at_line_start(out);
    case '~':
      return at_line_start(out) && rest.substr(0, 3) == "~~~";  // a code fence
    case '.':
    case ')':
      return ends_with_line_number(out);
    default:
      return false;
  }
}

}  // namespace

void append_escaped(std::string& out, std::string_view text) {
  const std::vector<FormulaSpan> formulas = find_formulas(text, false);
  auto next = formulas.begin();
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (next != formulas.end() && next->begin == i) {  // TeX between its delimiters goes as written
      out += text.substr(i, next->end - i);
      i = next->end - 1;
      ++next;
      continue;
    }
    const char c = text[i];
    if (c == '\n') {
      out += c;
      continue;
    }
    if (at_line_start(out) && is_blank(c)) continue;
    if (needs_escape(out, text.substr(i))) out += '\\';
    out += c;
  }
}

std::string link_destination(const std::string& url) {
  if (url.find_first_of(" <>()") == std::string::npos && !url.empty()) return url;
  std::string out = "<";
  for (char c : url) {
    if (c == '<' || c == '>') out += '\\';
    out += c;
  }
  return out + ">";
}

std::string code_span(const std::string& code) {
  std::size_t longest = 0, run = 0;
  for (char c : code) {
    run = c == '`' ? run + 1 : 0;
    if (run > longest) longest = run;
  }
  const std::string fence(longest + 1, '`');
  const bool pad = !code.empty() && (code.front() == '`' || code.back() == '`');
  return fence + (pad ? " " : "") + code + (pad ? " " : "") + fence;
}

}  // namespace quizpack
