// Every value's position in a well-formed JSON text, found in one pass, as anchors of a JsonPositions.
#include "preview/json_index.hpp"

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace quizpack::preview {
namespace {

// Walks the text once, keeping the line and column (in characters) of the byte it is at.
class Indexer {
 public:
  Indexer(std::string_view text, JsonPositions& out) : t_(text), out_(out) {}

  void value(const std::string& pointer) {
    space();
    out_.add_anchor(pointer, at_, {line_, column_});
    if (at_ >= t_.size()) return;
    if (t_[at_] == '{') return object(pointer);
    if (t_[at_] == '[') return array(pointer);
    if (t_[at_] == '"') return static_cast<void>(string());
    while (at_ < t_.size() && t_[at_] != ',' && t_[at_] != '}' && t_[at_] != ']' && !is_space(t_[at_])) step();
  }

 private:
  static bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

  void step() {
    if (t_[at_] == '\n') {
      ++line_;
      column_ = 1;
    } else if ((static_cast<unsigned char>(t_[at_]) & 0xC0) != 0x80) {
      ++column_;
    }
    ++at_;
  }
  void space() {
    while (at_ < t_.size() && is_space(t_[at_])) step();
  }
  // Skips a string and returns its text as written between the quotes.
  std::string_view string() {
    const std::size_t begin = at_;
    step();
    while (at_ < t_.size() && t_[at_] != '"') {
      if (t_[at_] == '\\') step();
      step();
    }
    step();
    return t_.substr(begin, at_ - begin);
  }
  void object(const std::string& pointer) {
    step();
    for (space(); at_ < t_.size() && t_[at_] != '}'; space()) {
      const std::string key = nlohmann::json::parse(string()).get<std::string>();
      space();
      step();  // ':'
      value(pointer + "/" + pointer_token(key));
      space();
      if (at_ < t_.size() && t_[at_] == ',') step();
    }
    step();
  }
  void array(const std::string& pointer) {
    step();
    std::size_t index = 0;
    for (space(); at_ < t_.size() && t_[at_] != ']'; space()) {
      value(pointer + "/" + std::to_string(index++));
      space();
      if (at_ < t_.size() && t_[at_] == ',') step();
    }
    step();
  }

  std::string_view t_;
  JsonPositions& out_;
  std::size_t at_ = 0;
  int line_ = 1;
  int column_ = 1;
};

}  // namespace

JsonPositions indexed_positions(const std::shared_ptr<const BankText>& text) {
  JsonPositions out(text);
  Indexer(text->view(), out).value("");
  return out;
}

}  // namespace quizpack::preview
