// The TeX parser's environments (matrices, cases, aligned, array) and line breaks, as MathML tables.
#include "math/tex_parser.hpp"

namespace quizpack::math {
namespace {

struct Environment {
  std::string_view name;
  std::string_view open;   // fence before the table
  std::string_view close;  // fence after it
  std::string_view align;  // column alignment: "c" centre, "l" left, "rl" alternating right and left
  bool display = false;    // display style inside
};

constexpr Environment kEnvironments[] = {
    {"matrix", "", "", "c", false},      {"pmatrix", "(", ")", "c", false}, {"bmatrix", "[", "]", "c", false},
    {"Bmatrix", "{", "}", "c", false},   {"vmatrix", "|", "|", "c", false}, {"Vmatrix", "‖", "‖", "c", false},
    {"smallmatrix", "", "", "c", false}, {"cases", "{", "", "l", false},    {"dcases", "{", "", "l", true},
    {"rcases", "", "}", "l", false},     {"aligned", "", "", "rl", true},   {"align", "", "", "rl", true},
    {"align*", "", "", "rl", true},      {"split", "", "", "rl", true},     {"alignedat", "", "", "rl", true},
    {"alignat", "", "", "rl", true},     {"alignat*", "", "", "rl", true},  {"eqnarray", "", "", "rcl", true},
    {"eqnarray*", "", "", "rcl", true},  {"gathered", "", "", "c", true},   {"gather", "", "", "c", true},
    {"gather*", "", "", "c", true},      {"array", "", "", "", false},      {"subarray", "", "", "", false},
};

std::string_view column_align(std::string_view spec, std::size_t column) {
  char c = 'c';
  if (spec == "rl")
    c = column % 2 == 0 ? 'r' : 'l';
  else if (spec == "rcl")
    c = "rcl"[column % 3];
  else if (!spec.empty())
    c = spec[std::min(column, spec.size() - 1)];
  return c == 'l' ? "left" : c == 'r' ? "right" : "";
}

// The column letters (l, c, r) of an array's column specification; rules (|) and other marks are left out.
std::string array_columns(std::string_view spec) {
  std::string out;
  for (char c : spec)
    if (c == 'l' || c == 'c' || c == 'r') out += c;
  return out;
}

Node fence(std::string_view text, bool open) {
  Node n = token(Tag::mo, std::string(text));
  n.set("form", open ? "prefix" : "postfix");
  n.set("stretchy", "true");
  return n;
}

}  // namespace

void Parser::read_environment(const Token& t, Item& item) {
  const std::string name = read_braced_name(t);
  const Environment* env = nullptr;
  for (const auto& e : kEnvironments)
    if (e.name == name) env = &e;
  if (name == "equation" || name == "equation*") {
    Row content = parse_row();
    const Token end = lex_.next();
    if (end.kind != TokenKind::command || end.text != "end" || read_braced_name(end) != name)
      fail(t, "\\begin{" + name + "} without \\end{" + name + "}");
    item.node = finish_row(std::move(content));
    return;
  }
  if (!env) fail(t, "unknown environment " + name);
  std::string align(env->align);
  if (name == "array" || name == "subarray") align = array_columns(read_braced_name(t));
  if (name == "alignedat" || name == "alignat" || name == "alignat*") read_braced_name(t);
  const bool display = display_;
  display_ = env->display;
  auto rows = read_table(t, name);
  display_ = display;
  Node table = element(Tag::mtable, {});
  if (env->display) table.set("displaystyle", "true");
  for (auto& cells : rows) {
    Node tr = element(Tag::mtr, {});
    for (std::size_t c = 0; c < cells.size(); ++c) {
      Node td = element(Tag::mtd, {});
      if (cells[c].tag == Tag::mrow)
        td.children = std::move(cells[c].children);
      else
        td.children.push_back(std::move(cells[c]));
      if (const auto a = column_align(align, c); !a.empty()) td.set("columnalign", std::string(a));
      tr.children.push_back(std::move(td));
    }
    table.children.push_back(std::move(tr));
  }
  if (env->open.empty() && env->close.empty()) {
    item.node = std::move(table);
  } else {
    item.node = element(Tag::mrow, {});
    if (!env->open.empty()) item.node.children.push_back(fence(env->open, true));
    item.node.children.push_back(std::move(table));
    if (!env->close.empty()) item.node.children.push_back(fence(env->close, false));
  }
}

std::vector<std::vector<Node>> Parser::read_table(const Token& begin, std::string_view name) {
  Nesting nesting(*this, begin);
  const bool braced = name == "substack";
  const Token open = braced ? lex_.next() : begin;
  if (braced && open.kind != TokenKind::open_brace) fail(begin, "\\substack needs {…}");
  std::vector<std::vector<Node>> rows(1);
  for (;;) {
    rows.back().push_back(finish_row(parse_row()));
    const Token t = lex_.next();
    if (t.kind == TokenKind::alignment) continue;
    if (t.kind == TokenKind::command && (t.text == "\\" || t.text == "cr")) {
      // \\[4pt]: extra space between rows, which MathML tables do not take.
      const Token& next = lex_.peek();
      if (next.kind == TokenKind::character && next.text == "[") {
        lex_.next();
        while (lex_.peek().kind != TokenKind::end && lex_.peek().text != "]") lex_.next();
        lex_.next();
      }
      rows.emplace_back();
      continue;
    }
    if (braced && t.kind == TokenKind::close_brace) break;
    if (!braced && t.kind == TokenKind::command && t.text == "end") {
      const std::string end = read_braced_name(t);
      if (end != name) fail(t, "\\end{" + end + "} closes \\begin{" + std::string(name) + "}");
      break;
    }
    if (t.kind == TokenKind::end)
      fail(begin, braced ? "this \\substack is never closed" : "\\begin{" + std::string(name) + "} without \\end");
    fail(t, "unexpected " + std::string(t.kind == TokenKind::command ? "\\" : "") + std::string(t.text) +
                " inside \\begin{" + std::string(name) + "}");
  }
  // A line break before \end adds no row.
  if (rows.size() > 1 && rows.back().size() == 1 && rows.back().front().tag == Tag::mrow &&
      rows.back().front().children.empty())
    rows.pop_back();
  return rows;
}

Node Parser::lines_table(std::vector<Node> first_line) {
  Node table = element(Tag::mtable, {});
  const auto add_line = [&](std::vector<Node> nodes) {
    Node td = element(Tag::mtd, std::move(nodes));
    td.set("columnalign", "left");
    table.children.push_back(element(Tag::mtr, {}));
    table.children.back().children.push_back(std::move(td));
  };
  add_line(std::move(first_line));
  for (;;) {
    const Token t = lex_.next();
    if (t.kind == TokenKind::end) break;
    if (t.kind == TokenKind::close_brace) fail(t, "this } closes no {");
    if (t.kind == TokenKind::alignment) fail(t, "& outside a table (matrix, cases, aligned, array)");
    if (t.text == "right") fail(t, "\\right without \\left");
    if (t.text == "end") fail(t, "\\end without \\begin");
    Row line = parse_row();
    if (!line.nodes.empty() || lex_.peek().kind != TokenKind::end) add_line(std::move(line.nodes));
  }
  return table;
}

}  // namespace quizpack::math
