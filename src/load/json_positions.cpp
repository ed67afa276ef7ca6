// Maps JSON pointers of a document to lines and columns, and finds duplicate object keys.
#include "load/json_positions.hpp"

#include <algorithm>
#include <cstdlib>
#include <set>
#include <string_view>

#include "text/whitespace.hpp"
namespace quizpack {
namespace {

std::size_t skip_space_at(std::string_view t, std::size_t i) {
  while (i < t.size() && is_space(t[i])) ++i;
  return i;
}

// Decodes the string literal whose opening quote is at `i` into `out` (escapes resolved enough for key comparison:
// \u sequences stay as written); returns the offset after the closing quote.
std::size_t decode_key(std::string_view t, std::size_t i, std::string& out) {
  ++i;
  while (i < t.size() && t[i] != '"') {
    if (t[i] != '\\') {
      out += t[i++];
      continue;
    }
    if (++i >= t.size()) break;
    switch (t[i]) {
      case 'n':
        out += '\n';
        break;
      case 't':
        out += '\t';
        break;
      case 'r':
        out += '\r';
        break;
      case 'b':
        out += '\b';
        break;
      case 'f':
        out += '\f';
        break;
      case 'u':
        out += "\\u";
        break;
      default:
        out += t[i];
    }
    ++i;
  }
  return i < t.size() ? i + 1 : i;
}

// Offset after the string literal whose opening quote is at `i`.
std::size_t skip_string_at(std::string_view t, std::size_t i) {
  for (++i; i < t.size() && t[i] != '"'; ++i)
    if (t[i] == '\\') ++i;
  return i < t.size() ? i + 1 : i;
}

// Offset after the value that starts at `i`.
std::size_t skip_value_at(std::string_view t, std::size_t i) {
  if (i >= t.size()) return i;
  if (t[i] == '"') return skip_string_at(t, i);
  if (t[i] == '{' || t[i] == '[') {
    std::size_t depth = 0;
    while (i < t.size()) {
      const char c = t[i];
      if (c == '"') {
        i = skip_string_at(t, i);
        continue;
      }
      ++i;
      if (c == '{' || c == '[') {
        ++depth;
      } else if (c == '}' || c == ']') {
        if (--depth == 0) return i;
      }
    }
    return i;
  }
  while (i < t.size() && t[i] != ',' && t[i] != '}' && t[i] != ']' && !is_space(t[i])) ++i;
  return i;
}

// Start of the member `token` (a pointer token) of the container starting at `at`; npos when it has none.
std::size_t find_member(std::string_view t, std::size_t at, std::string_view token) {
  const bool object = t[at] == '{';
  if (!object && t[at] != '[') return std::string::npos;
  std::size_t i = skip_space_at(t, at + 1);
  std::string key;
  for (std::size_t index = 0; i < t.size() && t[i] != '}' && t[i] != ']'; ++index) {
    bool match;
    if (object) {
      if (t[i] != '"') return std::string::npos;
      key.clear();
      i = skip_space_at(t, decode_key(t, i, key));
      if (i < t.size() && t[i] == ':') i = skip_space_at(t, i + 1);
      match = pointer_token(key) == token;
    } else {
      match = std::to_string(index) == token;
    }
    if (match) return i;
    i = skip_space_at(t, skip_value_at(t, i));
    if (i >= t.size() || t[i] != ',') return std::string::npos;
    i = skip_space_at(t, i + 1);
  }
  return std::string::npos;
}

// Walks the whole text once, iteratively, remembering every object's keys to find the repeated ones.
class DuplicateScanner {
 public:
  explicit DuplicateScanner(std::string_view text) : text_(text) {}

  std::vector<DuplicateKey> run() {
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
    while (pos_ < text_.size() && is_space(text_[pos_])) advance();
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
    const std::size_t end = decode_key(text_, pos_, s);
    while (pos_ < end) advance();
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
               !is_space(text_[pos_]))
          advance();
      if (!after_value(stack, pointer)) return;
    }
  }

  // Positions pointer at the next member of `frame` (reading the key for objects).
  bool next_member(Frame& frame, std::string& pointer) {
    skip_space();
    if (frame.is_object) {
      if (pos_ >= text_.size() || text_[pos_] != '"') return false;
      const TextPosition key_pos{line_, col_};
      const std::string key = string_literal();
      pointer = frame.pointer + "/" + pointer_token(key);
      if (!frame.keys.insert(key).second) out_.push_back({pointer, key_pos});
      skip_space();
      if (pos_ < text_.size() && text_[pos_] == ':') advance();
    } else {
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

  std::string_view text_;
  std::size_t pos_ = 0;
  int line_ = 1;
  int col_ = 1;
  std::vector<DuplicateKey> out_;
};

}  // namespace

JsonPositions::JsonPositions(std::shared_ptr<const std::string> text)
    : text_(text ? std::make_shared<const BankText>(*text) : nullptr) {}

JsonPositions::JsonPositions(std::shared_ptr<const BankText> text) : text_(std::move(text)) {}

void JsonPositions::add_anchor(const std::string& pointer, std::size_t offset, TextPosition position) {
  anchors_.try_emplace(pointer, Anchor{offset, position});
}

std::pair<std::size_t, JsonPositions::Anchor> JsonPositions::locate(const std::string& pointer) const {
  const std::string_view t = text_->view();
  // the nearest anchored ancestor, else the root value
  std::string_view prefix = pointer;
  Anchor start{skip_space_at(t, 0), {}};
  bool anchored = false;
  for (;;) {
    const auto it = anchors_.find(prefix);
    if (it != anchors_.end()) {
      start = it->second;
      anchored = true;
      break;
    }
    const auto slash = prefix.rfind('/');
    if (slash == std::string_view::npos) break;
    prefix = prefix.substr(0, slash);
  }
  if (!anchored) {
    prefix = {};
    start.position = position_of(t, start.offset);
  }
  std::size_t at = start.offset;
  std::string_view rest = std::string_view(pointer).substr(prefix.size());
  while (!rest.empty() && at < t.size()) {
    const auto next = rest.find('/', 1);
    const std::string_view token = rest.substr(1, next == std::string_view::npos ? std::string_view::npos : next - 1);
    const std::size_t member = find_member(t, at, token);
    if (member == std::string::npos) break;
    at = member;
    rest = next == std::string_view::npos ? std::string_view{} : rest.substr(next);
  }
  return {at, start};
}

TextPosition JsonPositions::find(const std::string& pointer) const {
  if (!text_ || (!pointer.empty() && pointer.front() != '/')) return {};
  const auto [at, start] = locate(pointer);
  return advance_position(text_->view(), start.offset, start.position, at);
}

TextPosition JsonPositions::find_in_string(const std::string& pointer, std::size_t offset) const {
  if (!text_ || (!pointer.empty() && pointer.front() != '/')) return {};
  const std::string_view t = text_->view();
  const auto [at, start] = locate(pointer);
  std::size_t i = at;
  if (i < t.size() && t[i] == '"') {
    ++i;
    for (std::size_t decoded = 0; decoded < offset && i < t.size() && t[i] != '"';) {
      if (t[i] != '\\') {
        ++i;
        ++decoded;
      } else if (i + 1 < t.size() && t[i + 1] == 'u') {
        const std::string_view hex = t.substr(i + 2, 4);
        const unsigned long code = std::strtoul(std::string(hex).c_str(), nullptr, 16);
        const bool pair = code >= 0xD800 && code <= 0xDBFF;
        decoded += pair ? 4 : code < 0x80 ? 1 : code < 0x800 ? 2 : 3;
        i += pair ? 12 : 6;
      } else {
        i += 2;
        ++decoded;
      }
    }
  }
  return advance_position(t, start.offset, start.position, std::min(i, t.size()));
}

std::vector<DuplicateKey> JsonPositions::duplicates() const {
  if (!text_) return {};
  return DuplicateScanner(text_->view()).run();
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
