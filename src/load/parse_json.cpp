// Bank text → JSON document and position index; syntax, encoding, nesting and duplicate-key problems.
#include "load/parse_json.hpp"

#include <cstddef>
#include <deque>
#include <iterator>

#include "text/whitespace.hpp"

namespace quizpack {
namespace {

using json = nlohmann::json;

// Input iterator over the text that publishes how far the lexer has read, so events know their offsets.
class CountingIterator {
 public:
  using iterator_category = std::input_iterator_tag;
  using value_type = char;
  using difference_type = std::ptrdiff_t;
  using pointer = const char*;
  using reference = const char&;

  CountingIterator(const char* p, const char** cursor) : p_(p), cursor_(cursor) {}
  reference operator*() const { return *p_; }
  CountingIterator& operator++() {
    *cursor_ = ++p_;
    return *this;
  }
  CountingIterator operator++(int) {
    CountingIterator old = *this;
    ++*this;
    return old;
  }
  bool operator==(const CountingIterator& o) const { return p_ == o.p_; }
  bool operator!=(const CountingIterator& o) const { return p_ != o.p_; }

 private:
  const char* p_;
  const char** cursor_;
};

// Builds the document from nlohmann's SAX events, with a nesting limit, duplicate keys noticed (the first
// value is kept) and the first syntax error kept. Records the positions of the top-level members and of the
// questions, and hands each question of a top-level "questions" array to the sink instead of keeping it.
class BankDomBuilder {
 public:
  BankDomBuilder(json& root, const BankText& text, JsonPositions& positions, const LoadLimits& limits,
                 QuestionSink* sink)
      : root_(root), text_(text.view()), positions_(positions), limits_(limits), sink_(sink), cursor_(text_.data()) {}

  const char** cursor() { return &cursor_; }

  bool null() { return scalar(nullptr); }
  bool boolean(bool v) { return scalar(v); }
  bool number_integer(json::number_integer_t v) { return scalar(v); }
  bool number_unsigned(json::number_unsigned_t v) { return scalar(v); }
  bool number_float(json::number_float_t v, const json::string_t&) { return scalar(v); }
  bool string(json::string_t& v) { return scalar(std::move(v)); }
  bool binary(json::binary_t& v) { return scalar(json::binary(std::move(v))); }
  bool start_object(std::size_t) { return enter(add(json::object())); }
  bool key(json::string_t& k) {
    if (stack_.size() == 1 && stack_.back() == &root_) anchor_member(k);
    key_ = std::move(k);
    return true;
  }
  bool end_object() { return leave(); }
  bool start_array(std::size_t) { return enter(add(json::array())); }
  bool end_array() { return leave(); }
  bool parse_error(std::size_t byte, const std::string&, const nlohmann::detail::exception& e) {
    error_byte = byte;
    error_message = e.what();
    return false;
  }

  bool too_deep = false;
  bool duplicate_key = false;
  std::size_t error_byte = 0;
  std::string error_message;
  std::size_t questions = 0;

 private:
  std::size_t offset() const { return static_cast<std::size_t>(cursor_ - text_.data()); }

  TextPosition position_at(std::size_t offset) {
    mark_position_ = advance_position(text_, mark_offset_, mark_position_, offset);
    mark_offset_ = offset;
    return mark_position_;
  }

  // A top-level member's value starts after the key just read (the lexer stops at its closing quote), the colon
  // and white space. Only keys written without escapes are anchored, as the position index reads them.
  void anchor_member(const std::string& key) {
    const std::size_t end = offset();
    if (end < key.size() + 2) return;
    const std::size_t begin = end - key.size() - 2;
    if (text_[begin] != '"' || text_.substr(begin + 1, key.size()) != key || key.find('\\') != std::string::npos)
      return;
    std::size_t v = end;
    while (v < text_.size() && is_space(text_[v])) ++v;
    if (v >= text_.size() || text_[v] != ':') return;
    ++v;
    while (v < text_.size() && is_space(text_[v])) ++v;
    positions_.add_anchor("/" + pointer_token(key), v, position_at(v));
  }

  template <typename Value>
  bool scalar(Value&& v) {
    json* added = add(std::forward<Value>(v));
    if (added == &question_) hand_over(TextPosition{0, 0});
    return added != nullptr;
  }

  template <typename Value>
  json* add(Value&& v) {
    if (stack_.empty()) {
      root_ = json(std::forward<Value>(v));
      return &root_;
    }
    json& parent = *stack_.back();
    if (&parent == questions_) {
      ++questions;
      parent.get_ref<json::array_t&>().emplace_back(nullptr);
      question_ = json(std::forward<Value>(v));
      if (question_.is_structured()) question_start_ = offset() - 1;
      return &question_;
    }
    if (parent.is_array()) {
      parent.get_ref<json::array_t&>().emplace_back(std::forward<Value>(v));
      return &parent.get_ref<json::array_t&>().back();
    }
    auto [it, inserted] = parent.get_ref<json::object_t&>().try_emplace(std::move(key_), std::forward<Value>(v));
    if (inserted) {
      if (sink_ && &parent == &root_ && it->first == "questions" && it->second.is_array()) {
        questions_ = &it->second;
        sink_->begin(root_);
      }
      return &it->second;
    }
    duplicate_key = true;  // the first value stays; the repeated one is built aside, whatever its type
    return &discarded_.emplace_back(std::forward<Value>(v));
  }
  bool enter(json* container) {
    if (stack_.size() + 1 > limits_.max_depth) {
      too_deep = true;
      return false;
    }
    stack_.push_back(container);
    return true;
  }
  bool leave() {
    const bool question_done = stack_.back() == &question_;
    stack_.pop_back();
    if (question_done) {
      const bool at_brace = text_[question_start_] == '{' || text_[question_start_] == '[';
      const TextPosition where = at_brace ? position_at(question_start_) : TextPosition{0, 0};
      if (at_brace) positions_.add_anchor("/questions/" + std::to_string(questions - 1), question_start_, where);
      hand_over(where);
    }
    return true;
  }
  void hand_over(TextPosition where) {
    if (questions <= limits_.max_questions) sink_->question(questions - 1, std::move(question_), where);
    question_ = json();
  }

  json& root_;
  std::string_view text_;
  JsonPositions& positions_;
  const LoadLimits& limits_;
  QuestionSink* sink_;
  const char* cursor_;
  std::vector<json*> stack_;
  std::string key_;
  std::deque<json> discarded_;
  json* questions_ = nullptr;
  json question_;
  std::size_t question_start_ = 0;
  std::size_t mark_offset_ = 0;
  TextPosition mark_position_;
};

// "[json.exception.parse_error.101] parse error at line 1, column 2: syntax error ..." → "syntax error ...".
std::string clean_message(const std::string& what) {
  std::string msg = what;
  const auto bracket = msg.find("] ");
  if (msg.rfind("[json.exception.", 0) == 0 && bracket != std::string::npos) msg = msg.substr(bracket + 2);
  const auto colon = msg.find(": ");
  if (msg.rfind("parse error", 0) == 0 && colon != std::string::npos) msg = msg.substr(colon + 2);
  const auto last_read = msg.find("; last read:");
  if (last_read != std::string::npos) msg.resize(last_read);  // it echoes the offending bytes
  return msg;
}

std::string rule_for(const std::string& message) {
  if (message.find("UTF-8") != std::string::npos) return "invalid-utf8";
  if (message.find("surrogate") != std::string::npos) return "invalid-utf8";
  if (message.find("control character") != std::string::npos) return "control-character";
  if (message.find("number overflow") != std::string::npos) return "number-range";
  return "json-syntax";
}

Diagnostic at(const std::string& file, TextPosition p, std::string rule, std::string message,
              std::string pointer = "") {
  return error(std::move(rule), std::move(message), SourceLocation{file, p.line, p.column, std::move(pointer)});
}

}  // namespace

std::optional<ParsedJson> parse_bank_json(std::shared_ptr<const BankText> text_ptr, const std::string& file,
                                          const LoadLimits& limits, Diagnostics& out, QuestionSink* sink) {
  const std::string_view text = text_ptr->view();
  if (text.substr(0, 3) == "\xEF\xBB\xBF") {
    out.push_back(
        at(file, {1, 1}, "json-bom", "the file starts with a UTF-8 byte-order mark; save it as UTF-8 without BOM"));
    return std::nullopt;
  }
  ParsedJson parsed;
  parsed.positions = JsonPositions(text_ptr);
  BankDomBuilder sax(parsed.document, *text_ptr, parsed.positions, limits, sink);
  const char* begin = text.data();
  const bool ok =
      json::sax_parse(CountingIterator(begin, sax.cursor()), CountingIterator(begin + text.size(), sax.cursor()), &sax,
                      json::input_format_t::json, true, false);
  if (sax.too_deep) {
    out.push_back(
        at(file, {1, 1}, "json-depth",
           "JSON nesting deeper than " + std::to_string(limits.max_depth) + " levels; a bank needs far fewer"));
    return std::nullopt;
  }
  if (!ok) {
    const std::string message = clean_message(sax.error_message);
    const std::size_t offset = sax.error_byte > 0 ? sax.error_byte - 1 : 0;
    out.push_back(at(file, position_of(text, offset), rule_for(message), "malformed JSON: " + message));
    return std::nullopt;
  }
  if (sax.duplicate_key) {
    for (const auto& d : parsed.positions.duplicates()) {
      const auto slash = d.pointer.rfind('/');
      out.push_back(at(file, d.position, "duplicate-key",
                       "duplicate key \"" + d.pointer.substr(slash + 1) + "\": JSON tools disagree on which one wins",
                       d.pointer));
    }
    return std::nullopt;
  }
  parsed.questions = sax.questions;
  return parsed;
}

}  // namespace quizpack
