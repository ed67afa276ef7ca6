// The TeX parser's text mode: \text{…} and its kin as <mtext>, with $…$ formulas inside.
#include "math/tex_parser.hpp"

namespace quizpack::math {
namespace {

std::string_view text_variant(Font font) {
  switch (font) {
    case Font::bold:
      return "bold";
    case Font::italic:
      return "italic";
    case Font::sans:
      return "sans-serif";
    case Font::mono:
      return "monospace";
    default:
      return {};
  }
}

// What a command gives inside text: its characters, or nothing known (npos-like empty optional).
bool text_command(std::string_view name, std::string& out) {
  if (name == " " || name == "space" || name == ",") {
    out += name == "," ? "\u2009" : "\u00A0";
    return true;
  }
  if (name == "quad" || name == "qquad") {
    out += name == "quad" ? "\u2003" : "\u2003\u2003";
    return true;
  }
  if (name == "{" || name == "}" || name == "$" || name == "%" || name == "&" || name == "#" || name == "_") {
    out += name;
    return true;
  }
  if (name == "textbackslash") {
    out += '\\';
    return true;
  }
  return false;
}

bool is_text_font(std::string_view name) {
  return name == "text" || name == "textrm" || name == "textbf" || name == "textit" || name == "textsf" ||
         name == "texttt" || name == "textnormal" || name == "textup" || name == "emph" || name == "mbox";
}

}  // namespace

void Parser::read_text(const Token& t, Font font, Item& item) {
  Nesting nesting(*this, t);
  const Token open = lex_.next();
  std::vector<Node> nodes;
  std::string text;
  const auto flush = [&] {
    if (text.empty()) return;
    Node n = token(Tag::mtext, std::move(text));
    if (const auto variant = text_variant(font); !variant.empty()) n.set("mathvariant", std::string(variant));
    nodes.push_back(std::move(n));
    text.clear();
  };
  if (open.kind == TokenKind::character) {
    text = open.text;
    flush();
    item.node = std::move(nodes.front());
    return;
  }
  if (open.kind != TokenKind::open_brace) fail(t, "\\" + std::string(t.text) + " needs {…}");
  int depth = 0;
  for (;;) {
    const Token c = lex_.next_raw();
    switch (c.kind) {
      case TokenKind::end:
        fail(open, "this { is never closed");
      case TokenKind::open_brace:
        ++depth;
        continue;
      case TokenKind::close_brace:
        if (depth-- > 0) continue;
        break;
      case TokenKind::space:
        // Renderers trim and join plain spaces in <mtext>: no-break spaces keep each one.
        if (text.size() < 2 || text.compare(text.size() - 2, 2, "\u00A0") != 0) text += "\u00A0";
        continue;
      case TokenKind::tilde:
        text += "\u00A0";
        continue;
      case TokenKind::prime:
        text += "'";
        continue;
      case TokenKind::command:
        if (text_command(c.text, text) || is_text_font(c.text)) continue;
        fail(c, "\\" + std::string(c.text) + " cannot be used inside \\" + std::string(t.text));
      case TokenKind::character:
        if (c.text == "$") {
          flush();
          Row math = parse_row(RowEnd::dollar);
          const Token close = lex_.next();
          if (close.kind != TokenKind::character || close.text != "$") fail(c, "this $ is never closed");
          for (auto& n : math.nodes) nodes.push_back(std::move(n));
          continue;
        }
        text += c.text;
        continue;
      default:
        fail(c, std::string(c.text) + " can only be used in math, not inside \\" + std::string(t.text));
    }
    break;
  }
  flush();
  if (nodes.empty()) nodes.push_back(token(Tag::mtext, ""));
  item.node = row(std::move(nodes));
}

}  // namespace quizpack::math
