// Maps JSON pointers of a document to lines and columns, and finds duplicate object keys.
#include "load/json_positions.hpp"

#include <algorithm>
#include <set>

namespace quizpack {
namespace {

struct ScanResult {
  std::unordered_map<std::string, TextPosition> values;
  std::vector<DuplicateKey> duplicates;
};

// Walks the text once, iteratively. Records values no deeper than `max_depth` pointer tokens; with
// `find_duplicates`, also remembers every object's keys.
class Scanner {
 public:
  Scanner(const std::string& text, std::size_t max_depth, bool find_duplicates)
      : text_(text), max_depth_(max_depth), find_duplicates_(find_duplicates) {}

  ScanResult run() {
    skip_space();
    value("");
    return std::move(out_);
  }

 private:
  struct Frame {
    bool is_object;
    std::string pointer;
    std::size_t depth;  // tokens in pointer
    std::size_t index = 0;
    std::set<std::string> keys;
  };

  void advance() {
    if (text_[pos_] == '\n') {
      ++line_;
      col_ = 1;
    } else if ((static_cast<unsigned char>(text_[pos_]) & 0xC0) != 0x80) {
      ++col_;  // columns count characters, not UTF-8 continuation bytes
    }
    ++pos_;
  }
  void skip_space() {
    while (pos_ < text_.size() &&
           (text_[pos_] == ' ' || text_[pos_] == '\t' || text_[pos_] == '\n' || text_[pos_] == '\r'))
      advance();
  }
  // Moves past a string literal at pos_ (no line breaks can occur inside one in well-formed JSON).
  void skip_string() {
    std::size_t i = pos_ + 1;
    int chars = 1;
    for (; i < text_.size() && text_[i] != '"'; ++i) {
      if (text_[i] == '\\') {
        if (++i >= text_.size()) break;
        ++chars;
      }
      if ((static_cast<unsigned char>(text_[i]) & 0xC0) != 0x80) ++chars;
    }
    col_ += chars + 1;
    pos_ = std::min(i + 1, text_.size());
  }

  // Reads a string literal at pos_ and returns its decoded bytes (escapes resolved enough for key comparison).
  std::string string_literal() {
    std::string s;
    advance();  // opening quote
    while (pos_ < text_.size() && text_[pos_] != '"') {
      if (text_[pos_] == '\\') {
        advance();
        if (pos_ >= text_.size()) break;
        const char e = text_[pos_];
        switch (e) {
          case 'n':
            s += '\n';
            break;
          case 't':
            s += '\t';
            break;
          case 'r':
            s += '\r';
            break;
          case 'b':
            s += '\b';
            break;
          case 'f':
            s += '\f';
            break;
          case 'u':
            s += "\\u";
            break;  // kept escaped: only equality matters for duplicates
          default:
            s += e;
        }
        advance();
      } else {
        s += text_[pos_];
        advance();
      }
    }
    if (pos_ < text_.size()) advance();  // closing quote
    return s;
  }

  // Iterative walk: records the start of every value; containers push frames.
  void value(const std::string& root) {
    std::vector<Frame> stack;
    std::string pointer = root;
    for (;;) {
      skip_space();
      if (pos_ >= text_.size()) return;
      const std::size_t depth = stack.empty() ? 0 : stack.back().depth + 1;
      if (depth <= max_depth_) out_.values.emplace(pointer, TextPosition{line_, col_});
      const char c = text_[pos_];
      if (c == '{' || c == '[') {
        advance();
        stack.push_back(Frame{c == '{', pointer, depth, 0, {}});
        skip_space();
        if (pos_ < text_.size() && (text_[pos_] == '}' || text_[pos_] == ']')) {
          advance();
          stack.pop_back();
          if (!after_value(stack, pointer)) return;
          continue;
        }
        if (!next_member(stack.back(), pointer)) return;
        continue;
      }
      if (c == '"')
        skip_string();
      else
        while (pos_ < text_.size() && text_[pos_] != ',' && text_[pos_] != '}' && text_[pos_] != ']' &&
               text_[pos_] != ' ' && text_[pos_] != '\n' && text_[pos_] != '\r' && text_[pos_] != '\t')
          advance();
      if (!after_value(stack, pointer)) return;
    }
  }

  // Positions pointer at the next member of `frame` (reading the key for objects).
  bool next_member(Frame& frame, std::string& pointer) {
    skip_space();
    const bool track = frame.depth + 1 <= max_depth_;
    if (frame.is_object) {
      if (pos_ >= text_.size() || text_[pos_] != '"') return false;
      const TextPosition key_pos{line_, col_};
      if (!track && !find_duplicates_) {
        skip_string();
        skip_space();
        if (pos_ < text_.size() && text_[pos_] == ':') advance();
        ++frame.index;
        return true;
      }
      const std::string key = string_literal();
      if (track || find_duplicates_) pointer = frame.pointer + "/" + pointer_token(key);
      if (find_duplicates_ && !frame.keys.insert(key).second) out_.duplicates.push_back({pointer, key_pos});
      skip_space();
      if (pos_ < text_.size() && text_[pos_] == ':') advance();
    } else if (track || find_duplicates_) {
      pointer = frame.pointer + "/" + std::to_string(frame.index);
    }
    ++frame.index;
    return true;
  }

  // After a value: moves to the next member, or closes finished containers. False at the end of input.
  bool after_value(std::vector<Frame>& stack, std::string& pointer) {
    for (;;) {
      if (stack.empty()) return false;
      skip_space();
      if (pos_ >= text_.size()) return false;
      if (text_[pos_] == ',') {
        advance();
        return next_member(stack.back(), pointer);
      }
      advance();  // '}' or ']'
      stack.pop_back();
    }
  }

  const std::string& text_;
  std::size_t max_depth_;
  bool find_duplicates_;
  std::size_t pos_ = 0;
  int line_ = 1;
  int col_ = 1;
  ScanResult out_;
};

}  // namespace

JsonPositions::JsonPositions(std::shared_ptr<const std::string> text)
    : text_(std::move(text)), shallow_(Scanner(*text_, kShallowDepth, false).run().values) {}

TextPosition JsonPositions::find(std::string pointer) const {
  const std::size_t depth = static_cast<std::size_t>(std::count(pointer.begin(), pointer.end(), '/'));
  if (depth > kShallowDepth && text_ && !full_done_) {
    full_ = Scanner(*text_, static_cast<std::size_t>(-1), false).run().values;
    full_done_ = true;
  }
  const auto& index = full_done_ ? full_ : shallow_;
  for (;;) {
    auto it = index.find(pointer);
    if (it != index.end()) return it->second;
    const auto slash = pointer.rfind('/');
    if (slash == std::string::npos) return {};
    pointer.resize(slash);
  }
}

std::vector<DuplicateKey> JsonPositions::duplicates() const {
  if (!text_) return {};
  return Scanner(*text_, 0, true).run().duplicates;
}

TextPosition position_of(const std::string& text, std::size_t offset) {
  TextPosition p;
  for (std::size_t i = 0; i < offset && i < text.size(); ++i) {
    if (text[i] == '\n') {
      ++p.line;
      p.column = 1;
    } else if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80) {
      ++p.column;
    }
  }
  return p;
}

std::string pointer_token(const std::string& key) {
  std::string out;
  for (char c : key) {
    if (c == '~')
      out += "~0";
    else if (c == '/')
      out += "~1";
    else
      out += c;
  }
  return out;
}

}  // namespace quizpack
