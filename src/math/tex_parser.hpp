// The TeX parser's state and steps, shared by the files that read rows, constructions and environments.
#pragma once

#include <string_view>
#include <vector>

#include "math/mathml_tree.hpp"
#include "math/tex_commands.hpp"
#include "math/tex_lexer.hpp"

namespace quizpack::math {

// Where scripts go on an atom: beside it, above and below it in display style, or always above and below.
enum class Limits : std::uint8_t { beside, in_display, always };

// One parsed atom before it joins its row: its node, class and what follows it.
struct Item {
  Node node;
  Atom atom = Atom::ord;
  Limits limits = Limits::beside;
  bool function = false;  // \sin: U+2061 function application and TeX's thin spaces follow
  bool padded = false;    // \iff: thick spaces on both sides
  bool ordinary = false;  // an operator name after it gets TeX's thin space before it
};

// A row being built: its nodes, which are ordinary for spacing, and the open delimiters waiting for a partner.
struct Row {
  std::vector<Node> nodes;
  std::vector<bool> ordinary;
  std::vector<std::size_t> opens;
};

// What ends a row besides the end of the formula and the constructs that always do (}, &, \\, \end, \right).
enum class RowEnd : std::uint8_t { normal, bracket, dollar };

class Parser {
 public:
  Parser(std::string_view tex, bool display) : lex_(tex), display_(display) {}

  // The formula's content (the children of <math>).
  std::vector<Node> parse_formula();

  // Reading rows and atoms (tex_parser.cpp).
  Row parse_row(RowEnd end = RowEnd::normal);
  bool at_row_end(const Token& t, RowEnd end);
  void parse_atom(Row& row, RowEnd end);
  void read_character(const Token& t, Item& item);
  void read_number(const Token& first, Item& item);
  Node parse_group_after_brace(const Token& open);
  Node parse_argument(const Token& command);
  bool attach_scripts(Item& item);
  void push(Row& row, Item item);
  Node finish_row(Row row);
  bool next_is_delimiter();
  std::string styled(std::string_view text) const;
  Node identifier(const std::string& text, bool upright) const;

  // Commands (tex_constructs.cpp); false when `item` stays empty.
  bool read_command(const Token& t, const CommandInfo& info, Row& row, Item& item, RowEnd end);
  void read_fraction(const Token& t, const CommandInfo& info, Item& item);
  void read_root(const Token& t, Item& item);
  void read_left_right(const Token& t, Item& item);
  std::string read_delimiter(const Token& command);
  void read_font(const Token& t, Font font, Item& item);
  void read_text(const Token& t, Font font, Item& item);
  void read_operatorname(const Token& t, const CommandInfo& info, Item& item);
  std::string read_braced_name(const Token& command);
  Node read_length_space(const Token& t, const CommandInfo& info);
  void read_negation(const Token& t, Item& item);

  // Environments and line breaks (tex_environments.cpp).
  void read_environment(const Token& t, Item& item);
  std::vector<std::vector<Node>> read_table(const Token& begin, std::string_view name);
  Node lines_table(std::vector<Node> first_line);

  Lexer lex_;
  bool display_;
  Font font_ = Font::none;
  int depth_ = 0;
  int left_depth_ = 0;
};

// Counts nesting and refuses formulas nested deeper than the converter's stack allows.
class Nesting {
 public:
  Nesting(Parser& p, const Token& at);
  ~Nesting() { --p_.depth_; }
  Nesting(const Nesting&) = delete;
  Nesting& operator=(const Nesting&) = delete;

 private:
  Parser& p_;
};

Node mo_node(std::string text, Atom atom);
Node space_node(std::string width);

}  // namespace quizpack::math
