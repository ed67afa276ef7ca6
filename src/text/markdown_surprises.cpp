// What CommonMark silently changes in a text that its author most likely meant literally.
#include "text/markdown_surprises.hpp"

#include <cctype>
#include <cstring>

#include "text/formulas.hpp"
#include "text/markdown.hpp"
#include "text/plain_text.hpp"

namespace quizpack {
namespace {

// ASCII punctuation that CommonMark lets a backslash escape but that starts no Markdown syntax.
constexpr const char* kNeverSyntax = "\"$%',/:;?@^{}|~";

// The length of an entity reference at the start of `s` ("&amp;", "&#38;", "&#x26;"), or 0.
std::size_t entity_length(std::string_view s) {
  if (s.size() < 3 || s[0] != '&') return 0;
  std::size_t i = 1;
  auto digits = [&](auto accepts, std::size_t most) {
    const std::size_t start = i;
    while (i < s.size() && i - start < most && accepts(static_cast<unsigned char>(s[i]))) ++i;
    return i > start;
  };
  bool ok;
  if (s[i] == '#') {
    ++i;
    const bool hex = i < s.size() && (s[i] == 'x' || s[i] == 'X');
    if (hex) ++i;
    ok = hex ? digits([](unsigned char c) { return std::isxdigit(c) != 0; }, 6)
             : digits([](unsigned char c) { return std::isdigit(c) != 0; }, 7);
  } else {
    ok = std::isalpha(static_cast<unsigned char>(s[i])) &&
         digits([](unsigned char c) { return std::isalnum(c) != 0; }, 32);
  }
  return ok && i < s.size() && s[i] == ';' ? i + 1 : 0;
}

// The length of a backtick run at the start of `s`.
std::size_t backticks(std::string_view s) {
  std::size_t n = 0;
  while (n < s.size() && s[n] == '`') ++n;
  return n;
}

// Scans one line outside code blocks, skipping code spans (which may not cross lines here: a simplification).
void scan_line(std::string_view line, std::vector<MarkdownSurprise>& out) {
  for (std::size_t i = 0; i < line.size(); ++i) {
    const char c = line[i];
    if (c == '\\' && i + 1 < line.size()) {
      const bool fence =
          line.substr(i + 1, 3) == "~~~" && line.find_first_not_of(' ') == i;  // keeps ~~~ from opening a code block
      if (std::strchr(kNeverSyntax, line[i + 1]) && !fence)
        out.push_back({std::string(line.substr(i, 2)), {line[i + 1]}, false});
      ++i;
    } else if (c == '`') {
      const std::size_t run = backticks(line.substr(i));
      const std::size_t close = line.find(std::string(run, '`'), i + run);
      i = close == std::string_view::npos ? i + run - 1 : close + run - 1;
    } else if (const std::size_t n = entity_length(line.substr(i)); n > 0) {
      const std::string written(line.substr(i, n));
      const std::string shown = plain_text(parse_markdown(written, false));
      if (shown != written) out.push_back({written, shown, true});
      i += n - 1;
    }
  }
}

// True for a line that opens or closes a fenced code block (``` or ~~~ after at most three spaces).
bool is_fence(std::string_view line) {
  std::size_t i = 0;
  while (i < line.size() && i < 3 && line[i] == ' ') ++i;
  return line.substr(i, 3) == "```" || line.substr(i, 3) == "~~~";
}

}  // namespace

std::vector<MarkdownSurprise> markdown_surprises(std::string_view source) {
  std::vector<MarkdownSurprise> out;
  std::string without_formulas;  // formulas keep their backslashes: overwritten with letters, line ends kept
  if (may_hold_formula(source)) {
    without_formulas = source;
    for (const FormulaSpan& f : find_formulas(source))
      for (std::size_t i = f.begin; i < f.end; ++i)
        if (without_formulas[i] != '\n' && without_formulas[i] != '\r') without_formulas[i] = 'x';
    source = without_formulas;
  }
  bool fenced = false, after_blank = true;
  while (!source.empty()) {
    const std::size_t end = source.find('\n');
    const std::string_view line = source.substr(0, end);
    source = end == std::string_view::npos ? std::string_view{} : source.substr(end + 1);
    const bool blank = line.find_first_not_of(" \t\r") == std::string_view::npos;
    const bool indented_code = after_blank && !line.empty() && (line[0] == '\t' || line.starts_with("    "));
    if (is_fence(line)) {
      fenced = !fenced;
    } else if (!fenced && !indented_code) {
      scan_line(line, out);
    }
    after_blank = blank || indented_code;
  }
  return out;
}

}  // namespace quizpack
