// RichText → HTML/XHTML (text always escaped, links limited to safe schemes, images mapped by the caller); JSON
// strings.
#include "text/html.hpp"

#include <algorithm>
#include <cctype>
#include <string_view>

#include "math/mathml_writer.hpp"
#include "math/tex_to_mathml.hpp"
#include "text/formulas.hpp"
#include "text/rich_text_walker.hpp"
#include "text/utf8.hpp"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace quizpack {
namespace {

// What each byte of a text becomes: kept as it is (size 0), a replacement, or a UTF-8 lead byte to check.
struct EscapeTable {
  static constexpr unsigned char kMultiByte = 0xFF;
  char text[256][8]{};
  unsigned char size[256]{};
  bool json = false;  // control characters and non-ASCII bytes are special too

  constexpr void set(unsigned char c, std::string_view replacement) {
    for (std::size_t k = 0; k < replacement.size(); ++k) text[c][k] = replacement[k];
    size[c] = static_cast<unsigned char>(replacement.size());
  }
};

constexpr EscapeTable html_table() {
  EscapeTable t;
  t.set('&', "&amp;");
  t.set('<', "&lt;");
  t.set('>', "&gt;");
  t.set('"', "&quot;");
  t.set('\'', "&#39;");
  return t;
}

// JSON string escaping on top of `t`; a quote already replaced by `t` stays so.
constexpr EscapeTable json_table(EscapeTable t) {
  constexpr char kHex[] = "0123456789abcdef";
  for (unsigned c = 0; c < 0x20; ++c) {
    const char unicode[] = {'\\', 'u', '0', '0', kHex[c >> 4], kHex[c & 0xF]};
    t.set(static_cast<unsigned char>(c), std::string_view(unicode, sizeof unicode));
  }
  t.set('\b', "\\b");
  t.set('\t', "\\t");
  t.set('\n', "\\n");
  t.set('\f', "\\f");
  t.set('\r', "\\r");
  if (t.size[static_cast<unsigned char>('"')] == 0) t.set('"', "\\\"");
  t.set('\\', "\\\\");
  for (unsigned c = 0x80; c < 0x100; ++c) t.size[c] = EscapeTable::kMultiByte;
  t.json = true;
  return t;
}

constexpr EscapeTable kHtml = html_table();
constexpr EscapeTable kJson = json_table(EscapeTable{});
constexpr EscapeTable kHtmlJson = json_table(html_table());

// Index of the first byte at or after `i` that `table` does not keep as it is, or `s.size()`.
template <const EscapeTable& table>
std::size_t next_special(std::string_view s, std::size_t i) {
#if defined(__SSE2__)
  const __m128i amp = _mm_set1_epi8('&'), lt = _mm_set1_epi8('<'), gt = _mm_set1_epi8('>');
  const __m128i apos = _mm_set1_epi8('\''), quote = _mm_set1_epi8('"'), backslash = _mm_set1_epi8('\\');
  const __m128i space = _mm_set1_epi8(0x20);
  constexpr bool html = table.size[static_cast<unsigned char>('&')] != 0;
  for (; i + 16 <= s.size(); i += 16) {
    const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(s.data() + i));
    __m128i hit = _mm_cmpeq_epi8(v, quote);
    if constexpr (html)
      hit = _mm_or_si128(
          _mm_or_si128(hit, _mm_cmpeq_epi8(v, amp)),
          _mm_or_si128(_mm_cmpeq_epi8(v, lt), _mm_or_si128(_mm_cmpeq_epi8(v, gt), _mm_cmpeq_epi8(v, apos))));
    if constexpr (table.json)  // signed: bytes of 0x80 and above are negative, so below 0x20 too
      hit = _mm_or_si128(hit, _mm_or_si128(_mm_cmpeq_epi8(v, backslash), _mm_cmplt_epi8(v, space)));
    const auto mask = static_cast<unsigned>(_mm_movemask_epi8(hit));
    if (mask != 0) return i + static_cast<std::size_t>(__builtin_ctz(mask));
  }
#endif
  while (i < s.size() && table.size[static_cast<unsigned char>(s[i])] == 0) ++i;
  return i;
}

// Appends `s` escaped by `table`; false when `table` checks UTF-8 and `s` is not well-formed.
template <const EscapeTable& table>
bool append_escaped(std::string& out, std::string_view s) {
  std::size_t run = 0;
  for (std::size_t i = next_special<table>(s, 0); i < s.size(); i = next_special<table>(s, i)) {
    const auto c = static_cast<unsigned char>(s[i]);
    const unsigned char size = table.size[c];
    if (size == EscapeTable::kMultiByte) {
      do {
        const std::size_t n = utf8_sequence_length(s, i);
        if (n == 0) return false;
        i += n;
      } while (i < s.size() && static_cast<unsigned char>(s[i]) >= 0x80);
      continue;
    }
    out.append(s, run, i - run);
    out.append(table.text[c], size);
    run = ++i;
  }
  out.append(s, run, s.size() - run);
  return true;
}

// Writes the walker's calls as HTML text, or as the inside of a JSON string holding that HTML.
struct HtmlSink {
  std::string& out;
  bool json = false;  // write the inside of a JSON string
  bool valid = true;  // every text was well-formed UTF-8 (checked only for JSON)
  bool new_window_links = false;
  bool in_link_tag = false;  // between open("a") and content()
  FormulaMarkup formulas = FormulaMarkup::mathml;
  const std::function<std::string(const GapMarker&)>* gap_markup = nullptr;

  void text(std::string_view s) {
    if (!json)
      append_escaped_html(out, s);
    else if (!append_escaped_html_json(out, s))
      valid = false;
  }
  // Markup written by the renderer: ASCII whose only JSON specials are quotes and newlines.
  void markup(std::string_view s) {
    if (!json) {
      out += s;
      return;
    }
    std::size_t run = 0;
    for (std::size_t i = 0; i < s.size(); ++i) {
      if (s[i] != '"' && s[i] != '\n') continue;
      out.append(s, run, i - run);
      out += s[i] == '"' ? "\\\"" : "\\n";
      run = i + 1;
    }
    out.append(s, run, s.size() - run);
  }

  void open(std::string_view tag) {
    markup("<");
    markup(tag);
    in_link_tag = tag == "a";
  }
  void attribute(std::string_view name, std::string_view value) {
    markup(" ");
    markup(name);
    markup("=\"");
    text(value);
    markup("\"");
  }
  void optional_attribute(std::string_view name, std::string_view value) { attribute(name, value); }
  void content() {
    if (in_link_tag && new_window_links) markup(" target=\"_blank\" rel=\"noopener noreferrer\"");
    in_link_tag = false;
    markup(">");
  }
  void close(std::string_view tag) {
    markup("</");
    markup(tag);
    markup(">");
  }
  void close_empty(std::string_view) { markup("/>"); }

  // MathML that reads left to right in any page, or the TeX between the delimiters the platform reads.
  void formula(const Formula& f) {
    if (formulas == FormulaMarkup::mathml) {
      math::MathOptions options;
      options.left_to_right = true;
      math::walk_mathml(math::tex_to_mathml(f.tex, f.display, options).math, *this);
    } else if (formulas == FormulaMarkup::tex_dollars && f.display) {
      text("$$" + f.tex + "$$");
    } else {
      text(delimited_tex(f));
    }
  }
  void gap(const GapMarker& g) {
    if (gap_markup && *gap_markup)
      markup((*gap_markup)(g));
    else
      text("{{" + g.gap + "}}");
  }
};

}  // namespace

void append_escaped_html(std::string& out, std::string_view text) { append_escaped<kHtml>(out, text); }

bool append_escaped_html_json(std::string& out, std::string_view text) { return append_escaped<kHtmlJson>(out, text); }

bool append_escaped_json(std::string& out, std::string_view text) { return append_escaped<kJson>(out, text); }

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
  std::string out;
  HtmlSink sink{out};
  sink.new_window_links = options.links_in_new_window;
  sink.formulas = options.formulas;
  sink.gap_markup = &options.gap_markup;
  RichTextWalker(sink, options.image_url).document(text, options.unwrap_single_paragraph);
  return out;
}

bool append_html_json(std::string& out, const RichText& text, const HtmlOptions& options) {
  HtmlSink sink{out, true};
  sink.new_window_links = options.links_in_new_window;
  sink.formulas = options.formulas;
  sink.gap_markup = &options.gap_markup;
  RichTextWalker(sink, options.image_url).document(text, options.unwrap_single_paragraph);
  return sink.valid;
}

}  // namespace quizpack
