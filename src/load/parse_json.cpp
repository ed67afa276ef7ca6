// Bank text → JSON document and position index; syntax, encoding, nesting and duplicate-key problems.
#include "load/parse_json.hpp"

#include <deque>

namespace quizpack {
namespace {

using json = nlohmann::json;

// Builds the document from nlohmann's SAX events, with a nesting limit, duplicate keys noticed (the first
// value is kept) and the first syntax error kept.
class BankDomBuilder {
 public:
  BankDomBuilder(json& root, std::size_t max_depth) : root_(root), max_depth_(max_depth) {}

  bool null() { return add(nullptr) != nullptr; }
  bool boolean(bool v) { return add(v) != nullptr; }
  bool number_integer(json::number_integer_t v) { return add(v) != nullptr; }
  bool number_unsigned(json::number_unsigned_t v) { return add(v) != nullptr; }
  bool number_float(json::number_float_t v, const json::string_t&) { return add(v) != nullptr; }
  bool string(json::string_t& v) { return add(std::move(v)) != nullptr; }
  bool binary(json::binary_t& v) { return add(json::binary(std::move(v))) != nullptr; }
  bool start_object(std::size_t) { return enter(add(json::object())); }
  bool key(json::string_t& k) {
    key_ = std::move(k);
    return true;
  }
  bool end_object() {
    stack_.pop_back();
    return true;
  }
  bool start_array(std::size_t) { return enter(add(json::array())); }
  bool end_array() {
    stack_.pop_back();
    return true;
  }
  bool parse_error(std::size_t byte, const std::string&, const nlohmann::detail::exception& e) {
    error_byte = byte;
    error_message = e.what();
    return false;
  }

  bool too_deep = false;
  bool duplicate_key = false;
  std::size_t error_byte = 0;
  std::string error_message;

 private:
  template <typename Value>
  json* add(Value&& v) {
    if (stack_.empty()) {
      root_ = json(std::forward<Value>(v));
      return &root_;
    }
    json& parent = *stack_.back();
    if (parent.is_array()) {
      parent.get_ref<json::array_t&>().emplace_back(std::forward<Value>(v));
      return &parent.get_ref<json::array_t&>().back();
    }
    auto [it, inserted] = parent.get_ref<json::object_t&>().try_emplace(std::move(key_), std::forward<Value>(v));
    if (inserted) return &it->second;
    duplicate_key = true;  // the first value stays; the repeated one is built aside, whatever its type
    return &discarded_.emplace_back(std::forward<Value>(v));
  }
  bool enter(json* container) {
    if (stack_.size() + 1 > max_depth_) {
      too_deep = true;
      return false;
    }
    stack_.push_back(container);
    return true;
  }

  json& root_;
  std::size_t max_depth_;
  std::vector<json*> stack_;
  std::string key_;
  std::deque<json> discarded_;
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

std::optional<ParsedJson> parse_bank_json(const std::string& text, const std::string& file, const LoadLimits& limits,
                                          Diagnostics& out) {
  if (text.rfind("\xEF\xBB\xBF", 0) == 0) {
    out.push_back(
        at(file, {1, 1}, "json-bom", "the file starts with a UTF-8 byte-order mark; save it as UTF-8 without BOM"));
    return std::nullopt;
  }
  ParsedJson parsed;
  BankDomBuilder sax(parsed.document, limits.max_depth);
  const bool ok = json::sax_parse(text, &sax, json::input_format_t::json, true, false);
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
  parsed.positions = JsonPositions(std::make_shared<const std::string>(text));
  if (sax.duplicate_key) {
    for (const auto& d : parsed.positions.duplicates()) {
      const auto slash = d.pointer.rfind('/');
      out.push_back(at(file, d.position, "duplicate-key",
                       "duplicate key \"" + d.pointer.substr(slash + 1) + "\": JSON tools disagree on which one wins",
                       d.pointer));
    }
    return std::nullopt;
  }
  return parsed;
}

}  // namespace quizpack
