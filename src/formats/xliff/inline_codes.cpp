// A text's Markdown source cut into translatable runs and XLIFF inline codes, so the source is exactly their join.
#include "formats/xliff/inline_codes.hpp"

#include <cctype>
#include <string_view>

#include "model/overloaded.hpp"
#include "text/markdown.hpp"

namespace quizpack {
namespace {

bool is_blank(char c) { return c == ' ' || c == '\t'; }

// Walks the tree along the source, cutting it into pieces; fails at the first source byte the tree does not explain.
class Cutter {
 public:
  explicit Cutter(std::string_view source) : s_(source) {}

  bool blocks(const Blocks& blocks) {
    for (std::size_t i = 0; i < blocks.size(); ++i) {
      const auto* paragraph = std::get_if<Paragraph>(&blocks[i].node);
      if (!paragraph) return false;
      if (i > 0 && !line_break("xlf:lb", 2)) return false;
      if (!inlines(paragraph->children)) return false;
    }
    return at_ == s_.size();
  }

  bool inlines(const Inlines& list) {
    for (const auto& in : list)
      if (!std::visit(Overloaded{
                          [&](const TextRun& t) { return text(t.text); },
                          [&](const CodeSpan& c) { return code_span(c.code); },
                          [&](const Emphasis& e) { return paired(1, "xlf:i", e.children); },
                          [&](const Strong& e) { return paired(2, "xlf:b", e.children); },
                          [&](const Boxed<Link>& l) { return link(*l); },
                          [&](const Boxed<Image>& i) { return image(*i); },
                          [&](const Boxed<Formula>& f) { return formula(*f); },
                          [&](const SoftBreak&) { return line_break("xlf:lb", 1); },
                          [&](const HardBreak&) { return line_break("xlf:lb", 1); },
                          [&](const GapMarker& g) { return gap(g.gap); },
                      },
                      in.node))
        return false;
    return true;
  }

  InlinePieces take() { return std::move(pieces_); }

 private:
  bool text(const std::string& t) {
    if (s_.compare(at_, t.size(), t) != 0) return false;
    if (!pieces_.empty() && pieces_.back().kind == InlinePiece::Kind::Text)
      pieces_.back().data += t;
    else
      pieces_.push_back({InlinePiece::Kind::Text, t, "", "", "", 0});
    at_ += t.size();
    return true;
  }

  void standalone(std::size_t from, std::string type, std::string sub_type, std::string disp) {
    pieces_.push_back({InlinePiece::Kind::Standalone, std::string(s_.substr(from, at_ - from)), std::move(type),
                       std::move(sub_type), std::move(disp), 0});
  }

  // White space and at least `newlines` line ends (hard-break marks included) as one line-break code.
  bool line_break(const char* sub_type, int newlines) {
    const std::size_t from = at_;
    int seen = 0;
    while (at_ < s_.size() && (is_blank(s_[at_]) || s_[at_] == '\n' || s_[at_] == '\r' || s_[at_] == '\\')) {
      if (s_[at_] == '\\' && (at_ + 1 >= s_.size() || s_[at_ + 1] != '\n')) break;
      seen += s_[at_] == '\n';
      ++at_;
    }
    if (seen < newlines) return false;
    standalone(from, "fmt", sub_type, "");
    return true;
  }

  bool code_span(const std::string& code) {
    const std::size_t from = at_;
    std::size_t ticks = 0;
    while (at_ + ticks < s_.size() && s_[at_ + ticks] == '`') ++ticks;
    if (ticks == 0) return false;
    const std::string fence(ticks, '`');
    for (std::size_t end = s_.find(fence, at_ + ticks); end != std::string_view::npos; end = s_.find(fence, end + 1)) {
      const bool longer = (end + ticks < s_.size() && s_[end + ticks] == '`') || s_[end - 1] == '`';
      if (longer) continue;
      at_ = end + ticks;
      standalone(from, "", "", code);
      return true;
    }
    return false;
  }

  // A cloze gap's marker {{id}}: a user-interface code the translation must hold once, wherever its language
  // places it.
  bool gap(const std::string& id) {
    const std::string marker = "{{" + id + "}}";
    if (s_.compare(at_, marker.size(), marker) != 0) return false;
    const std::size_t from = at_;
    at_ += marker.size();
    standalone(from, "ui", "quizpack:gap", marker);
    pieces_.back().fixed = true;
    return true;
  }

  // A formula as written (\( \), \[ \] or $$ $$ around its TeX) is one standalone code shown as its TeX.
  bool formula(const Formula& f) {
    const std::string_view open = s_.substr(at_, 2);
    const std::string_view close = open == "$$" ? "$$" : open == "\\(" ? "\\)" : open == "\\[" ? "\\]" : "";
    if (close.empty() || s_.compare(at_ + 2, f.tex.size(), f.tex) != 0 ||
        s_.compare(at_ + 2 + f.tex.size(), 2, close) != 0)
      return false;
    const std::size_t from = at_;
    at_ += 4 + f.tex.size();
    standalone(from, "", "", f.tex);
    return true;
  }

  // Opens a code of `width` delimiter characters (* or _), the children, and its closing delimiters.
  bool paired(std::size_t width, const char* sub_type, const Inlines& children) {
    const std::string_view open = s_.substr(at_, width);
    if (open.size() != width || open.find_first_not_of(open[0]) != std::string_view::npos ||
        (open[0] != '*' && open[0] != '_'))
      return false;
    const std::size_t first = open_piece(width, "fmt", sub_type);
    if (!inlines(children)) return false;
    if (s_.compare(at_, width, open) != 0) return false;
    close_piece(first, width);
    return true;
  }

  std::size_t open_piece(std::size_t width, const char* type, const char* sub_type) {
    pieces_.push_back({InlinePiece::Kind::Open, std::string(s_.substr(at_, width)), type, sub_type, "", 0});
    at_ += width;
    return pieces_.size() - 1;
  }

  void close_piece(std::size_t open, std::size_t width) {
    pieces_.push_back({InlinePiece::Kind::Close, std::string(s_.substr(at_, width)), pieces_[open].type,
                       pieces_[open].sub_type, "", open});
    pieces_[open].pair = pieces_.size() - 1;
    at_ += width;
  }

  // The length of "(destination "title")" at `from`, nested parentheses and escapes allowed; 0 when there is none.
  [[nodiscard]] std::size_t destination_length(std::size_t from) const {
    if (from >= s_.size() || s_[from] != '(') return 0;
    int depth = 0;
    for (std::size_t i = from; i < s_.size(); ++i) {
      if (s_[i] == '\\') {
        ++i;
        continue;
      }
      if (s_[i] == '(') ++depth;
      if (s_[i] == ')' && --depth == 0) return i + 1 - from;
    }
    return 0;
  }

  bool link(const Link& l) {
    if (at_ < s_.size() && s_[at_] == '<') {  // an autolink: the whole <...> is kept
      const std::size_t from = at_, end = s_.find('>', at_);
      if (end == std::string_view::npos) return false;
      at_ = end + 1;
      standalone(from, "link", "", l.url);
      return true;
    }
    if (at_ >= s_.size() || s_[at_] != '[') return false;
    const std::size_t first = open_piece(1, "link", "");
    if (!inlines(l.children)) return false;
    if (at_ >= s_.size() || s_[at_] != ']') return false;
    const std::size_t length = destination_length(at_ + 1);
    if (length == 0) return false;
    close_piece(first, 1 + length);
    return true;
  }

  // An image is one standalone code shown as its alt text; its alt text and title are translated as their own units.
  bool image(const Image& i) {
    if (s_.compare(at_, 2, "![") != 0) return false;
    const std::size_t from = at_;
    int depth = 0;
    std::size_t end = at_ + 1;
    for (; end < s_.size(); ++end) {
      if (s_[end] == '\\')
        ++end;
      else if (s_[end] == '[')
        ++depth;
      else if (s_[end] == ']' && --depth == 0)
        break;
    }
    const std::size_t length = destination_length(end + 1);
    if (end >= s_.size() || length == 0) return false;
    at_ = end + 1 + length;
    standalone(from, "image", "", i.alt);
    return true;
  }

  std::string_view s_;
  std::size_t at_ = 0;
  InlinePieces pieces_;
};

// Backslash-escapes what Markdown could read as inline markup in a translated run (an & only where an entity
// reference could start); a ] becomes a character reference, so that no escaped [ and ] read as \[ \].
std::string escaped(const std::string& text) {
  std::string out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    const bool entity = c == '&' && i + 1 < text.size() &&
                        (std::isalpha(static_cast<unsigned char>(text[i + 1])) || text[i + 1] == '#');
    if (c == ']') {  // \] would close a display formula opened by an escaped [
      out += "&#93;";
      continue;
    }
    if (c == '\\' || c == '*' || c == '_' || c == '`' || c == '[' || c == '<' || entity) out += '\\';
    out += c;
  }
  return out;
}

// `raw` with its backslash escapes undone.
std::string unescaped(std::string_view raw) {
  std::string out;
  for (std::size_t i = 0; i < raw.size(); ++i) {
    if (raw[i] == '\\' && i + 1 < raw.size() && std::ispunct(static_cast<unsigned char>(raw[i + 1]))) ++i;
    out += raw[i];
  }
  return out;
}

// Backslash-escapes every character Markdown could read as markup in link text or a title.
std::string attribute_escaped(std::string_view text) {
  static constexpr std::string_view kMarkup = "\\[]*_`<>&!\"'()";
  std::string out;
  for (char c : text) {
    if (kMarkup.find(c) != std::string_view::npos) out += '\\';
    out += c;
  }
  return out;
}

// Whether the character at `at` is escaped by an odd number of backslashes before it.
bool is_escaped(std::string_view s, std::size_t at) {
  std::size_t n = 0;
  while (at > n && s[at - n - 1] == '\\') ++n;
  return n % 2 == 1;
}

// The title written between its delimiters at the end of a destination "(url "title")" that ends `data`.
std::optional<CodeAttribute> title_attribute(std::string_view data, const std::string& title, const char* role) {
  if (title.empty() || data.empty() || data.back() != ')') return std::nullopt;
  std::size_t close = data.size() - 1;
  while (close > 0 && is_blank(data[close - 1])) --close;
  if (close == 0) return std::nullopt;
  --close;
  const char delimiter = data[close];
  if (delimiter != '"' && delimiter != '\'' && delimiter != ')') return std::nullopt;
  const char opener = delimiter == ')' ? '(' : delimiter;
  for (std::size_t open = close; open-- > 0;) {
    if (data[open] != opener || is_escaped(data, open)) continue;
    const std::string_view raw = data.substr(open + 1, close - open - 1);
    if (unescaped(raw) != title) return std::nullopt;
    return CodeAttribute{"title", role, title, open + 1, raw.size()};
  }
  return std::nullopt;
}

// The first inline of `markdown` parsed, when it is of type T.
template <typename T>
std::optional<T> first_inline(const std::string& markdown) {
  const RichText parsed = parse_markdown(markdown, false);
  if (parsed.blocks.empty()) return std::nullopt;
  const auto* paragraph = std::get_if<Paragraph>(&parsed.blocks.front().node);
  if (!paragraph || paragraph->children.empty()) return std::nullopt;
  const auto* node = std::get_if<Boxed<T>>(&paragraph->children.front().node);
  if (!node) return std::nullopt;
  return **node;
}

std::vector<CodeAttribute> image_attributes(std::string_view data) {
  std::vector<CodeAttribute> out;
  const auto image = first_inline<Image>(std::string(data));
  if (!image) return out;
  int depth = 0;
  std::size_t end = 1;
  for (; end < data.size(); ++end) {
    if (data[end] == '\\')
      ++end;
    else if (data[end] == '[')
      ++depth;
    else if (data[end] == ']' && --depth == 0)
      break;
  }
  if (end >= data.size()) return out;
  const std::string_view raw = data.substr(2, end - 2);
  if (!image->alt.empty() && unescaped(raw) == image->alt)
    out.push_back({"alt", "image alt text", image->alt, 2, raw.size()});
  if (auto title = title_attribute(data, image->title, "image title")) {
    if (title->offset > end) out.push_back(std::move(*title));
  }
  return out;
}

}  // namespace

std::vector<CodeAttribute> code_attributes(const InlinePiece& piece) {
  if (piece.type == "image" && piece.kind == InlinePiece::Kind::Standalone && piece.data.starts_with("!["))
    return image_attributes(piece.data);
  if (piece.type == "link" && piece.kind == InlinePiece::Kind::Close && piece.data.starts_with("](")) {
    const auto link = first_inline<Link>("[x" + piece.data);
    if (!link) return {};
    if (auto title = title_attribute(piece.data, link->title, "link title")) return {std::move(*title)};
  }
  return {};
}

std::string with_attribute_texts(const InlinePiece& piece, const std::vector<CodeAttribute>& attributes,
                                 const std::vector<std::string>& texts) {
  std::string out;
  std::size_t at = 0;
  for (std::size_t i = 0; i < attributes.size(); ++i) {
    out += piece.data.substr(at, attributes[i].offset - at);
    out += attribute_escaped(texts[i]);
    at = attributes[i].offset + attributes[i].length;
  }
  return out + piece.data.substr(at);
}

std::string code_skeleton(const InlinePiece& piece) {
  const auto attributes = code_attributes(piece);
  return with_attribute_texts(piece, attributes, std::vector<std::string>(attributes.size()));
}

std::optional<InlinePieces> inline_pieces(const RichText& text) {
  Cutter cutter(text.source);
  if (text.had_raw_html || !cutter.blocks(text.blocks)) return std::nullopt;
  return cutter.take();
}

std::string join_pieces(const InlinePieces& pieces, bool escape_text) {
  std::string out;
  for (const auto& p : pieces) out += p.kind == InlinePiece::Kind::Text && escape_text ? escaped(p.data) : p.data;
  return out;
}

}  // namespace quizpack
