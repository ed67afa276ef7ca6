// The TeX parser's commands: symbols, fractions, roots, fences, fonts, text, accents, spaces and styles.
#include <array>
#include <cstdio>
#include <cstdlib>

#include "math/tex_parser.hpp"

namespace quizpack::math {
namespace {

// \not before a relation: the negated character Unicode has, or the relation with a combining long solidus.
std::string negated(std::string_view rel) {
  static constexpr std::array<std::pair<std::string_view, std::string_view>, 18> kNegated = {{
      {"=", "≠"},
      {"∈", "∉"},
      {"<", "≮"},
      {">", "≯"},
      {"≤", "≰"},
      {"≥", "≱"},
      {"∼", "≁"},
      {"≅", "≇"},
      {"⊆", "⊈"},
      {"⊇", "⊉"},
      {"⊂", "⊄"},
      {"⊃", "⊅"},
      {"≡", "≢"},
      {"|", "∤"},
      {"∥", "∦"},
      {"≈", "≉"},
      {"∋", "∌"},
      {"≃", "≄"},
  }};
  for (const auto& [plain, not_] : kNegated)
    if (plain == rel) return std::string(not_);
  return std::string(rel) + "\u0338";
}

constexpr std::array<std::string_view, 5> kBigSizes = {"", "1.2em", "1.8em", "2.4em", "3em"};

std::string_view css_unit(std::string_view unit) {
  static constexpr std::array<std::string_view, 8> kUnits = {"em", "ex", "pt", "px", "mm", "cm", "in", "pc"};
  for (auto u : kUnits)
    if (u == unit) return u;
  return {};
}

}  // namespace

bool Parser::read_command(const Token& t, const CommandInfo& info, Row& row, Item& item, RowEnd end) {
  item.atom = info.atom;
  switch (info.kind) {
    case Kind::letter:
    case Kind::upright:
      item.node = identifier(std::string(info.text), info.kind == Kind::upright);
      return true;
    case Kind::ordinary:
      item.node = token(Tag::mi, std::string(info.text));
      return true;
    case Kind::op:
      item.node = mo_node(std::string(info.text), info.atom);
      if (t.text == "mid") {
        item.node.set("lspace", "0.2222em");
        item.node.set("rspace", "0.2222em");
      }
      item.padded = info.param == 1;
      return true;
    case Kind::large_op:
    case Kind::integral:
    case Kind::function:
    case Kind::limit_function: {
      const bool is_function = info.kind == Kind::function || info.kind == Kind::limit_function;
      item.node = token(is_function ? Tag::mi : Tag::mo, std::string(info.text));
      if (!is_function) item.node.set("movablelimits", "false");
      item.function = is_function;
      item.limits =
          info.kind == Kind::large_op || info.kind == Kind::limit_function ? Limits::in_display : Limits::beside;
      const Token& next = lex_.peek();
      if (next.kind == TokenKind::command && (next.text == "limits" || next.text == "nolimits")) {
        item.limits = next.text == "limits" ? Limits::always : Limits::beside;
        lex_.next();
      }
      return true;
    }
    case Kind::space:
      item.node = space_node(std::string(info.text));
      item.atom = Atom::op;
      return true;
    case Kind::text_space:
      item.node = token(Tag::mtext, "\u00A0");
      item.ordinary = true;
      return true;
    case Kind::fraction:
    case Kind::binomial:
      read_fraction(t, info, item);
      return true;
    case Kind::root:
      read_root(t, item);
      return true;
    case Kind::left:
      read_left_right(t, item);
      return true;
    case Kind::right:
      fail(t, "\\right without \\left");
    case Kind::middle: {
      if (left_depth_ == 0) fail(t, "\\middle outside \\left … \\right");
      item.node = token(Tag::mo, read_delimiter(t));
      item.node.set("stretchy", "true");
      item.atom = Atom::rel;
      return true;
    }
    case Kind::big: {
      item.node = token(Tag::mo, read_delimiter(t));
      item.node.set("stretchy", "true");
      item.node.set("symmetric", "true");
      item.node.set("minsize", std::string(kBigSizes[info.param]));
      item.node.set("maxsize", std::string(kBigSizes[info.param]));
      return true;
    }
    case Kind::font:
      read_font(t, static_cast<Font>(info.param), item);
      return true;
    case Kind::font_switch:
      font_ = static_cast<Font>(info.param);
      return false;
    case Kind::text:
      read_text(t, static_cast<Font>(info.param), item);
      return true;
    case Kind::operatorname:
      read_operatorname(t, info, item);
      return true;
    case Kind::accent: {
      Node base = parse_argument(t);
      Node mark = token(Tag::mo, std::string(info.text));
      mark.set("stretchy", info.param == 1 ? "true" : "false");
      item.node = element(Tag::mover, {});
      item.node.children.push_back(std::move(base));
      item.node.children.push_back(std::move(mark));
      item.node.set("accent", "true");
      return true;
    }
    case Kind::over_under: {
      Node base = parse_argument(t);
      Node mark = token(Tag::mo, std::string(info.text));
      mark.set("stretchy", "true");
      const bool under = info.param == 1;
      item.node = element(under ? Tag::munder : Tag::mover, {});
      item.node.children.push_back(std::move(base));
      item.node.children.push_back(std::move(mark));
      item.node.set(under ? "accentunder" : "accent", "true");
      if (t.text == "overbrace" || t.text == "underbrace") item.limits = Limits::always;
      return true;
    }
    case Kind::arrow_over: {
      std::vector<Node> below;
      bool has_below = false;
      if (lex_.peek().kind == TokenKind::character && lex_.peek().text == "[") {
        lex_.next();
        below = parse_row(RowEnd::bracket).nodes;
        if (lex_.peek().text != "]") fail(t, "missing ] after \\" + std::string(t.text) + "[");
        lex_.next();
        has_below = true;
      }
      Node above = parse_argument(t);
      Node arrow = token(Tag::mo, std::string(info.text));
      arrow.set("stretchy", "true");
      arrow.set("lspace", "0");
      arrow.set("rspace", "0");
      // A label is padded, and the arrow is at least 3.5em long under one (2.5em without).
      const auto label = [](Node text, Tag tag) {
        if (text.tag == Tag::mrow && text.children.empty()) return space_node("2.5em");
        Node padded = element(Tag::mrow, {space_node("0.4286em"), std::move(text), space_node("0.4286em")});
        return element(tag, {std::move(padded), space_node("3.5em")});
      };
      std::vector<Node> children;
      children.push_back(std::move(arrow));
      if (has_below) children.push_back(label(math::row(std::move(below)), Tag::munder));
      children.push_back(label(std::move(above), Tag::mover));
      Node stacked = element(children.size() == 3 ? Tag::munderover : Tag::mover, std::move(children));
      item.node = element(Tag::mrow, {space_node("0.2778em"), std::move(stacked), space_node("0.2778em")});
      item.atom = Atom::rel;
      return true;
    }
    case Kind::stack: {
      Node top = parse_argument(t);
      Node base = parse_argument(t);
      item.atom = info.param == 2 || base.tag == Tag::mo ? Atom::rel : Atom::ord;
      item.node = element(info.param == 1 ? Tag::munder : Tag::mover, {});
      item.node.children.push_back(std::move(base));
      item.node.children.push_back(std::move(top));
      return true;
    }
    case Kind::begin:
      read_environment(t, item);
      return true;
    case Kind::end:
      fail(t, "\\end without \\begin");
    case Kind::limits:
      fail(t, "\\" + std::string(t.text) + " must follow an operator such as \\sum");
    case Kind::style: {
      const bool display = display_;
      display_ = info.param == 0;
      Row rest = parse_row(end);
      display_ = display;
      item.node = element(Tag::mstyle, std::move(rest.nodes));
      item.node.set("displaystyle", info.param == 0 ? "true" : "false");
      item.node.set("scriptlevel", std::to_string(info.param == 0 ? 0 : info.param - 1));
      return true;
    }
    case Kind::negation:
      read_negation(t, item);
      return true;
    case Kind::infix: {
      Node numerator = finish_row(std::move(row));
      row = Row{};
      Node denominator = finish_row(parse_row(end));
      Node fraction = element(Tag::mfrac, {});
      fraction.children.push_back(std::move(numerator));
      fraction.children.push_back(std::move(denominator));
      if (info.param == 1) {
        fraction.set("linethickness", "0");
        item.node = element(Tag::mrow, {});
        item.node.children.push_back(mo_node("(", Atom::open));
        item.node.children.push_back(std::move(fraction));
        item.node.children.push_back(mo_node(")", Atom::close));
      } else {
        item.node = std::move(fraction);
      }
      return true;
    }
    case Kind::modulo: {
      if (info.param == 0) {
        item.node = token(Tag::mo, "mod");
        item.node.set("lspace", "0.2222em");
        item.node.set("rspace", "0.2222em");
        item.atom = Atom::bin;
        return true;
      }
      if (info.param == 2) {
        push(row, Item{space_node("0.6667em"), Atom::op});
        push(row, Item{token(Tag::mi, "mod"), Atom::ord});
        item.node = space_node("0.3333em");
        item.atom = Atom::op;
        return true;
      }
      push(row, Item{space_node("0.4444em"), Atom::op});
      Node arg = parse_argument(t);
      item.node = element(Tag::mrow, {});
      item.node.children.push_back(mo_node("(", Atom::open));
      if (info.param == 1) {
        item.node.children.push_back(token(Tag::mi, "mod"));
        item.node.children.push_back(space_node("0.3333em"));
      }
      item.node.children.push_back(std::move(arg));
      item.node.children.push_back(mo_node(")", Atom::close));
      return true;
    }
    case Kind::phantom: {
      Node inner = element(Tag::mphantom, {});
      inner.children.push_back(parse_argument(t));
      if (info.param == 0) {
        item.node = std::move(inner);
      } else {
        item.node = element(Tag::mpadded, {});
        item.node.children.push_back(std::move(inner));
        if (info.param == 1) {
          item.node.set("height", "0");
          item.node.set("depth", "0");
        } else {
          item.node.set("width", "0");
        }
      }
      return true;
    }
    case Kind::length_space:
      item.node = read_length_space(t, info);
      item.atom = Atom::op;
      return true;
    case Kind::newline:
      fail(t, "a line break here");
    case Kind::substack: {
      Node table = element(Tag::mtable, {});
      for (auto& cells : read_table(t, "substack")) {
        Node tr = element(Tag::mtr, {});
        for (auto& cell : cells) tr.children.push_back(element(Tag::mtd, {std::move(cell)}));
        table.children.push_back(std::move(tr));
      }
      item.node = element(Tag::mstyle, {std::move(table)});
      item.node.set("scriptlevel", "1");
      return true;
    }
    case Kind::ignored:
      return false;
  }
  return false;
}

void Parser::read_fraction(const Token& t, const CommandInfo& info, Item& item) {
  const bool display = display_;
  display_ = info.param == 1 || info.param == 3;
  if (info.param == 0) display_ = false;
  Node numerator = parse_argument(t);
  Node denominator = parse_argument(t);
  display_ = display;
  Node fraction = element(Tag::mfrac, {});
  fraction.children.push_back(std::move(numerator));
  fraction.children.push_back(std::move(denominator));
  if (info.kind == Kind::binomial) {
    fraction.set("linethickness", "0");
    Node fenced = element(Tag::mrow, {});
    fenced.children.push_back(mo_node("(", Atom::open));
    fenced.children.push_back(std::move(fraction));
    fenced.children.push_back(mo_node(")", Atom::close));
    fraction = std::move(fenced);
  }
  if (info.param == 0) {
    item.node = std::move(fraction);
  } else {
    item.node = element(Tag::mstyle, {});
    item.node.children.push_back(std::move(fraction));
    item.node.set("displaystyle", info.param == 2 ? "false" : "true");
    item.node.set("scriptlevel", "0");
  }
}

void Parser::read_root(const Token& t, Item& item) {
  std::vector<Node> index;
  bool has_index = false;
  const Token& next = lex_.peek();
  if (next.kind == TokenKind::character && next.text == "[") {
    lex_.next();
    const bool display = display_;
    display_ = false;
    index = parse_row(RowEnd::bracket).nodes;
    display_ = display;
    if (lex_.peek().text != "]") fail(t, "missing ] after \\sqrt[");
    lex_.next();
    has_index = true;
  }
  Node base = parse_argument(t);
  if (!has_index) {
    item.node = element(Tag::msqrt, {});
    if (base.tag == Tag::mrow)
      item.node.children = std::move(base.children);
    else
      item.node.children.push_back(std::move(base));
    return;
  }
  item.node = element(Tag::mroot, {});
  item.node.children.push_back(std::move(base));
  item.node.children.push_back(row(std::move(index)));
}

std::string Parser::read_delimiter(const Token& command) {
  const Token t = lex_.next();
  if (t.kind == TokenKind::character) {
    if (t.text == ".") return {};
    if (t.text == "<") return "⟨";
    if (t.text == ">") return "⟩";
    static constexpr std::string_view kChars[] = {"(", ")", "[", "]", "|", "/", "⟨", "⟩", "⌈", "⌉", "⌊", "⌋", "‖"};
    for (auto c : kChars)
      if (t.text == c) return std::string(c);
  } else if (t.kind == TokenKind::command) {
    static constexpr std::array<std::pair<std::string_view, std::string_view>, 8> kNamed = {{
        {"vert", "|"},
        {"Vert", "‖"},
        {"|", "‖"},
        {"backslash", "\\"},
        {"lt", "⟨"},
        {"gt", "⟩"},
        {"uparrow", "↑"},
        {"downarrow", "↓"},
    }};
    for (const auto& [name, text] : kNamed)
      if (t.text == name) return std::string(text);
    const CommandInfo* info = find_command(t.text);
    if (info && info->kind == Kind::op &&
        (info->atom == Atom::open || info->atom == Atom::close || info->text == "⇑" || info->text == "⇓" ||
         info->text == "↕" || info->text == "⇕"))
      return std::string(info->text);
  }
  fail(t.kind == TokenKind::end ? command : t,
       "\\" + std::string(command.text) + " needs a delimiter: ( ) [ ] \\{ \\} | \\| \\langle \\rangle or .");
}

void Parser::read_left_right(const Token& t, Item& item) {
  Nesting nesting(*this, t);
  ++left_depth_;
  std::string open = read_delimiter(t);
  Row inner = parse_row();
  const Token right = lex_.peek();
  if (right.kind != TokenKind::command || right.text != "right") fail(t, "\\left without \\right");
  lex_.next();
  std::string close = read_delimiter(right);
  --left_depth_;
  item.node = element(Tag::mrow, {});
  auto& children = item.node.children;
  if (!open.empty()) {
    children.push_back(token(Tag::mo, std::move(open)));
    children.back().set("form", "prefix");
    children.back().set("stretchy", "true");
  }
  for (auto& n : inner.nodes) children.push_back(std::move(n));
  if (!close.empty()) {
    children.push_back(token(Tag::mo, std::move(close)));
    children.back().set("form", "postfix");
    children.back().set("stretchy", "true");
  }
  item.atom = Atom::inner;
  item.ordinary = true;
}

void Parser::read_font(const Token& t, Font font, Item& item) {
  const Font saved = font_;
  font_ = font;
  item.node = parse_argument(t);
  font_ = saved;
  item.ordinary = true;
}

void Parser::read_operatorname(const Token& t, const CommandInfo& info, Item& item) {
  bool limits = info.param == 1;
  const Token& star = lex_.peek();
  if (star.kind == TokenKind::character && star.text == "*" && lex_.adjacent()) {
    lex_.next();
    limits = true;
  }
  read_font(t, Font::roman, item);
  item.ordinary = false;
  item.function = true;
  item.limits = limits ? Limits::in_display : Limits::beside;
  const Token& next = lex_.peek();
  if (next.kind == TokenKind::command && (next.text == "limits" || next.text == "nolimits")) {
    item.limits = next.text == "limits" ? Limits::always : Limits::beside;
    lex_.next();
  }
}

std::string Parser::read_braced_name(const Token& command) {
  const Token open = lex_.next();
  if (open.kind != TokenKind::open_brace) fail(command, "\\" + std::string(command.text) + " needs {…}");
  std::string name;
  for (;;) {
    const Token t = lex_.next_raw();
    if (t.kind == TokenKind::close_brace) break;
    if (t.kind == TokenKind::end || t.kind == TokenKind::open_brace) fail(open, "this { is never closed");
    if (t.kind == TokenKind::command) name += '\\';
    name += t.text;
  }
  const auto first = name.find_first_not_of(" \t\n\r");
  if (first == std::string::npos) return {};
  return name.substr(first, name.find_last_not_of(" \t\n\r") - first + 1);
}

Node Parser::read_length_space(const Token& t, const CommandInfo& info) {
  std::string length;
  if (info.param == 0) {
    const Token& star = lex_.peek();
    if (star.kind == TokenKind::character && star.text == "*") lex_.next();
    length = read_braced_name(t);
  } else if (lex_.peek().kind == TokenKind::open_brace) {
    length = read_braced_name(t);
  } else {
    while (lex_.peek().kind == TokenKind::character) {
      const std::string_view c = lex_.peek().text;
      const bool number_part = c == "-" || c == "+" || c == "." || (c[0] >= '0' && c[0] <= '9');
      const bool unit_part = c.size() == 1 && ((c[0] >= 'a' && c[0] <= 'z'));
      if (!number_part && !unit_part) break;
      if (number_part && !length.empty() && length.back() >= 'a' && length.back() <= 'z') break;
      length += c;
      lex_.next();
      if (unit_part && length.size() >= 2 && length[length.size() - 2] >= 'a') break;
    }
  }
  std::size_t i = 0;
  while (i < length.size() && (length[i] == '-' || length[i] == '+' || length[i] == '.' ||
                               (length[i] >= '0' && length[i] <= '9') || length[i] == ' '))
    ++i;
  std::string number;
  for (std::size_t k = 0; k < i; ++k)
    if (length[k] != ' ' && length[k] != '+') number += length[k];
  std::string unit = length.substr(i);
  if (number.empty() || number == "-" || number == ".")
    fail(t, "\\" + std::string(t.text) + " needs a length such as 1em");
  if (unit == "mu") {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.4gem", std::strtod(number.c_str(), nullptr) / 18.0);
    return space_node(buffer);
  }
  if (unit == "bp") unit = "pt";
  if (css_unit(unit).empty())
    fail(t, "\\" + std::string(t.text) + " needs a length in em, ex, pt, px, mm, cm, in or mu");
  return space_node(number + unit);
}

void Parser::read_negation(const Token& t, Item& item) {
  const Token next = lex_.next();
  std::string rel;
  if (next.kind == TokenKind::character) {
    const CharInfo info = char_info(code_point(next.text));
    rel = info.text.empty() ? std::string(next.text) : std::string(info.text);
  } else if (next.kind == TokenKind::command) {
    const CommandInfo* info = find_command(next.text);
    if (info && (info->kind == Kind::op || info->kind == Kind::ordinary)) rel = std::string(info->text);
  }
  if (rel.empty()) fail(t, "\\not needs a relation such as = or \\in");
  item.node = token(Tag::mo, negated(rel));
  item.atom = Atom::rel;
}

}  // namespace quizpack::math
