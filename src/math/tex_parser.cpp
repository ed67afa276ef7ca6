// The TeX parser's rows and atoms: characters, numbers, groups, arguments, scripts and paired delimiters.
#include "math/tex_parser.hpp"

#include "math/math_alphabets.hpp"

namespace quizpack::math {
namespace {

constexpr int kMaxDepth = 64;

bool is_digit(std::string_view s) { return s.size() == 1 && s[0] >= '0' && s[0] <= '9'; }
bool is_ascii_letter(std::string_view s) {
  return s.size() == 1 && ((s[0] >= 'a' && s[0] <= 'z') || (s[0] >= 'A' && s[0] <= 'Z'));
}
bool is_script(TokenKind k) {
  return k == TokenKind::superscript || k == TokenKind::subscript || k == TokenKind::prime;
}

// The closing delimiter that pairs with `open`, or empty.
std::string_view partner(std::string_view open) {
  if (open == "(") return ")";
  if (open == "[") return "]";
  if (open == "{") return "}";
  if (open == "⟨") return "⟩";
  if (open == "⌈") return "⌉";
  if (open == "⌊") return "⌋";
  if (open == "|") return "|";
  if (open == "‖") return "‖";
  return {};
}

std::size_t code_point_count(std::string_view s) {
  std::size_t n = 0;
  for (char c : s)
    if ((static_cast<unsigned char>(c) & 0xC0) != 0x80) ++n;
  return n;
}

}  // namespace

Nesting::Nesting(Parser& p, const Token& at) : p_(p) {
  if (++p_.depth_ > kMaxDepth) {
    --p_.depth_;
    fail(at, "the formula is nested more than 64 levels deep");
  }
}

Node mo_node(std::string text, Atom atom) {
  Node n = token(Tag::mo, std::move(text));
  if (atom == Atom::open || atom == Atom::close) {
    n.set("form", atom == Atom::open ? "prefix" : "postfix");
    n.set("stretchy", "false");
  }
  return n;
}

Node space_node(std::string width) {
  Node n;
  n.tag = Tag::mspace;
  n.set("width", std::move(width));
  return n;
}

std::vector<Node> Parser::parse_formula() {
  Row row = parse_row();
  const Token& t = lex_.peek();
  if (t.kind == TokenKind::end) return std::move(row.nodes);
  if (t.kind == TokenKind::close_brace) fail(t, "this } closes no {");
  if (t.kind == TokenKind::alignment) fail(t, "& outside a table (matrix, cases, aligned, array)");
  if (t.text == "right") fail(t, "\\right without \\left");
  if (t.text == "end") fail(t, "\\end without \\begin");
  std::vector<Node> out;
  out.push_back(lines_table(std::move(row.nodes)));
  return out;
}

bool Parser::at_row_end(const Token& t, RowEnd end) {
  switch (t.kind) {
    case TokenKind::end:
    case TokenKind::close_brace:
    case TokenKind::alignment:
      return true;
    case TokenKind::command:
      return t.text == "\\" || t.text == "cr" || t.text == "end" || t.text == "right";
    case TokenKind::character:
      return (end == RowEnd::bracket && t.text == "]") || (end == RowEnd::dollar && t.text == "$");
    default:
      return false;
  }
}

Row Parser::parse_row(RowEnd end) {
  Row row;
  while (!at_row_end(lex_.peek(), end)) parse_atom(row, end);
  return row;
}

void Parser::parse_atom(Row& row, RowEnd end) {
  Item item;
  if (is_script(lex_.peek().kind)) {
    item.node = element(Tag::mrow, {});  // scripts with nothing before them
  } else {
    const Token t = lex_.next();
    switch (t.kind) {
      case TokenKind::character:
        read_character(t, item);
        break;
      case TokenKind::open_brace:
        item.node = parse_group_after_brace(t);
        item.ordinary = true;
        break;
      case TokenKind::tilde:
        item.node = token(Tag::mtext, "\u00A0");
        item.ordinary = true;
        break;
      case TokenKind::command: {
        const CommandInfo* info = find_command(t.text);
        if (!info) fail(t, "unknown command \\" + std::string(t.text));
        if (!read_command(t, *info, row, item, end)) return;
        break;
      }
      default:
        fail(t, "unexpected " + std::string(t.text));
    }
  }
  // Explicit spaces count as ordinary too: an operator name after one gets its thin space.
  if ((item.node.tag == Tag::mi || item.node.tag == Tag::mn || item.node.tag == Tag::mspace) && !item.function)
    item.ordinary = true;
  if (item.node.tag == Tag::mo && item.atom == Atom::close) item.ordinary = true;
  // A closing delimiter that pairs with the last open one makes them and what lies between one row, so that
  // scripts apply to the whole, as in (1-p)^n.
  if (item.atom == Atom::close && item.node.tag == Tag::mo && !row.opens.empty() &&
      partner(row.nodes[row.opens.back()].text) == item.node.text && !item.node.attribute("minsize")) {
    const std::size_t from = row.opens.back();
    row.opens.pop_back();
    std::vector<Node> inner(std::make_move_iterator(row.nodes.begin() + static_cast<std::ptrdiff_t>(from)),
                            std::make_move_iterator(row.nodes.end()));
    row.nodes.resize(from);
    row.ordinary.resize(from);
    inner.push_back(std::move(item.node));
    item.node = element(Tag::mrow, std::move(inner));
    item.ordinary = false;
  }
  if (attach_scripts(item)) item.ordinary = false;
  push(row, std::move(item));
}

void Parser::read_character(const Token& t, Item& item) {
  if (is_digit(t.text) || (t.text == "." && is_digit(lex_.peek().text) && lex_.adjacent())) {
    read_number(t, item);
    return;
  }
  if (t.text == "$") fail(t, "a $ inside a formula");
  if (t.text == "#") fail(t, "# has no meaning in a formula");
  const CharInfo info = char_info(code_point(t.text));
  const std::string text(info.text.empty() ? t.text : info.text);
  item.atom = info.atom;
  switch (info.kind) {
    case Kind::op:
      item.node = mo_node(text, info.atom);
      break;
    case Kind::large_op:
    case Kind::integral:
      item.node = token(Tag::mo, text);
      item.node.set("movablelimits", "false");
      item.limits = info.kind == Kind::large_op ? Limits::in_display : Limits::beside;
      break;
    case Kind::ordinary:
      item.node = token(Tag::mi, text);
      break;
    default: {
      std::string word = text;
      if (font_ == Font::roman && is_ascii_letter(t.text)) {
        // Upright letters written together are one identifier (kg), up to a letter that takes scripts (H_2).
        for (;;) {
          Lexer probe = lex_;
          const Token n = probe.next();
          if (n.kind != TokenKind::character || !is_ascii_letter(n.text) || is_script(probe.peek().kind)) break;
          lex_ = probe;
          word += n.text;
        }
      }
      item.node = identifier(word, info.kind == Kind::upright);
    }
  }
}

Node Parser::identifier(const std::string& text, bool upright) const {
  if (font_ == Font::none || font_ == Font::roman) {
    Node n = token(Tag::mi, text);
    const bool one_char = code_point_count(text) == 1;
    if (one_char && (upright || font_ == Font::roman)) n.set("mathvariant", "normal");
    return n;
  }
  std::string s = styled(text);
  Node n = token(Tag::mi, s);
  if (s == text && code_point_count(text) == 1 && upright) n.set("mathvariant", "normal");
  return n;
}

void Parser::read_number(const Token& first, Item& item) {
  std::string digits(first.text);
  for (;;) {
    Lexer probe = lex_;
    probe.peek();
    if (!probe.adjacent()) break;
    const Token n = probe.next();
    if (n.kind == TokenKind::character && is_digit(n.text)) {
      lex_ = probe;
      digits += n.text;
      continue;
    }
    // A decimal point or comma joins digits on both sides: 3.14, 1,000, and 1{,}000.
    std::string_view mark;
    if (n.kind == TokenKind::character && (n.text == "." || n.text == ",")) {
      mark = n.text;
    } else if (n.kind == TokenKind::open_brace) {
      const Token m = probe.next();
      if (m.kind != TokenKind::character || (m.text != "." && m.text != ",")) break;
      if (probe.next().kind != TokenKind::close_brace) break;
      mark = m.text;
    } else {
      break;
    }
    const Token& d = probe.peek();
    if (d.kind != TokenKind::character || !is_digit(d.text) || !probe.adjacent()) break;
    lex_ = probe;
    digits += mark;
  }
  item.node = token(Tag::mn, font_ == Font::none || font_ == Font::roman ? digits : styled(digits));
}

std::string Parser::styled(std::string_view text) const {
  if (font_ == Font::none || font_ == Font::roman) return std::string(text);
  std::string out;
  for (std::size_t i = 0; i < text.size();) {
    std::size_t n = 1;
    const auto c = static_cast<unsigned char>(text[i]);
    if (c >= 0xF0)
      n = 4;
    else if (c >= 0xE0)
      n = 3;
    else if (c >= 0xC0)
      n = 2;
    append_utf8(out, styled_char(code_point(text.substr(i, n)), font_));
    i += n;
  }
  return out;
}

Node Parser::parse_group_after_brace(const Token& open) {
  Nesting nesting(*this, open);
  const Font font = font_;
  Row row = parse_row();
  font_ = font;
  const Token& t = lex_.peek();
  if (t.kind != TokenKind::close_brace) {
    if (t.kind == TokenKind::end) fail(open, "this { is never closed");
    fail(t,
         "unexpected " + std::string(t.kind == TokenKind::command ? "\\" : "") + std::string(t.text) + " inside { }");
  }
  lex_.next();
  return finish_row(std::move(row));
}

Node Parser::parse_argument(const Token& command) {
  Nesting nesting(*this, command);
  const Token t = lex_.next();
  Item item;
  switch (t.kind) {
    case TokenKind::open_brace:
      return parse_group_after_brace(t);
    case TokenKind::character:
      if (is_digit(t.text))
        return token(Tag::mn, font_ == Font::none || font_ == Font::roman ? std::string(t.text) : styled(t.text));
      read_character(t, item);
      return std::move(item.node);
    case TokenKind::command: {
      const CommandInfo* info = find_command(t.text);
      if (!info) fail(t, "unknown command \\" + std::string(t.text));
      Row row;
      if (read_command(t, *info, row, item, RowEnd::normal) && row.nodes.empty()) return std::move(item.node);
      break;
    }
    default:
      break;
  }
  fail(command, "\\" + std::string(command.text) + " needs an argument");
}

bool Parser::attach_scripts(Item& item) {
  std::vector<Node> sup, sub;
  bool has_sup = false, has_sub = false;
  for (;;) {
    const Token t = lex_.peek();
    if (t.kind == TokenKind::prime) {
      if (has_sup) fail(t, "double superscript");
      while (lex_.peek().kind == TokenKind::prime) {
        lex_.next();
        sup.push_back(token(Tag::mo, "′"));
      }
      if (lex_.peek().kind != TokenKind::superscript) has_sup = true;
      continue;
    }
    if (t.kind != TokenKind::superscript && t.kind != TokenKind::subscript) break;
    lex_.next();
    const bool is_sup = t.kind == TokenKind::superscript;
    if (is_sup ? has_sup : has_sub) fail(t, is_sup ? "double superscript" : "double subscript");
    const bool display = display_;
    display_ = false;
    Node arg = parse_argument(t);
    display_ = display;
    (is_sup ? sup : sub).push_back(std::move(arg));
    (is_sup ? has_sup : has_sub) = true;
  }
  if (sup.empty() && sub.empty()) return false;
  const bool limits = item.limits == Limits::always || (item.limits == Limits::in_display && display_);
  Tag tag;
  if (!sub.empty() && !sup.empty())
    tag = limits ? Tag::munderover : Tag::msubsup;
  else if (!sub.empty())
    tag = limits ? Tag::munder : Tag::msub;
  else
    tag = limits ? Tag::mover : Tag::msup;
  std::vector<Node> children;
  children.push_back(std::move(item.node));
  if (!sub.empty()) children.push_back(row(std::move(sub)));
  if (!sup.empty()) children.push_back(row(std::move(sup)));
  item.node = element(tag, std::move(children));
  return true;
}

bool Parser::next_is_delimiter() {
  const Token& t = lex_.peek();
  if (t.kind == TokenKind::character)
    return t.text == "(" || t.text == ")" || t.text == "[" || t.text == "]" || t.text == "|" || t.text == "/" ||
           t.text == "<" || t.text == ">";
  if (t.kind != TokenKind::command) return false;
  static constexpr std::string_view kDelimiters[] = {
      "{",           "}",         "lbrace", "rbrace", "langle",  "rangle",    "lfloor",  "rfloor",    "lceil",
      "rceil",       "vert",      "Vert",   "|",      "lvert",   "rvert",     "lVert",   "rVert",     "lbrack",
      "rbrack",      "lparen",    "rparen", "left",   "uparrow", "downarrow", "Uparrow", "Downarrow", "updownarrow",
      "Updownarrow", "backslash", "big",    "Big",    "bigg",    "Bigg",      "bigl",    "Bigl",      "biggl",
      "Biggl",       "bigr",      "Bigr",   "biggr",  "Biggr",   "bigm",      "Bigm",    "biggm",     "Biggm"};
  for (auto d : kDelimiters)
    if (t.text == d) return true;
  return false;
}

void Parser::push(Row& row, Item item) {
  const auto add = [&](Node n, bool ordinary) {
    row.nodes.push_back(std::move(n));
    row.ordinary.push_back(ordinary);
  };
  if (item.function) {
    if (!row.nodes.empty() && row.ordinary.back()) add(space_node("0.1667em"), false);
    add(std::move(item.node), false);
    add(token(Tag::mo, "\u2061"), false);
    if (!next_is_delimiter()) add(space_node("0.1667em"), false);
    return;
  }
  if (item.padded) add(space_node("0.2778em"), true);
  const bool open = item.atom == Atom::open && item.node.tag == Tag::mo && !item.node.attribute("minsize");
  if (open) row.opens.push_back(row.nodes.size());
  add(std::move(item.node), item.ordinary);
  if (item.padded) add(space_node("0.2778em"), true);
}

Node Parser::finish_row(Row row) { return math::row(std::move(row.nodes)); }

}  // namespace quizpack::math
