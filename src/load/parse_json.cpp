// Bank text → JSON document and position index; syntax, encoding, nesting and duplicate-key problems.
#include "load/parse_json.hpp"

namespace quizpack {
namespace {

using json = nlohmann::json;

// nlohmann's DOM builder with a nesting limit and the first error kept.
class LimitedDomParser {
 public:
  LimitedDomParser(json& root, std::size_t max_depth) : dom_(root, false), max_depth_(max_depth) {}

  bool null() { return dom_.null(); }
  bool boolean(bool v) { return dom_.boolean(v); }
  bool number_integer(json::number_integer_t v) { return dom_.number_integer(v); }
  bool number_unsigned(json::number_unsigned_t v) { return dom_.number_unsigned(v); }
  bool number_float(json::number_float_t v, const json::string_t& s) { return dom_.number_float(v, s); }
  bool string(json::string_t& v) { return dom_.string(v); }
  bool binary(json::binary_t& v) { return dom_.binary(v); }
  bool start_object(std::size_t n) { return enter() && dom_.start_object(n); }
  bool key(json::string_t& k) { return dom_.key(k); }
  bool end_object() {
    --depth_;
    return dom_.end_object();
  }
  bool start_array(std::size_t n) { return enter() && dom_.start_array(n); }
  bool end_array() {
    --depth_;
    return dom_.end_array();
  }
  bool parse_error(std::size_t byte, const std::string&, const nlohmann::detail::exception& e) {
    error_byte = byte;
    error_message = e.what();
    return false;
  }

  bool too_deep = false;
  std::size_t error_byte = 0;
  std::string error_message;

 private:
  bool enter() {
    if (++depth_ > max_depth_) {
      too_deep = true;
      return false;
    }
    return true;
  }

  nlohmann::detail::json_sax_dom_parser<json> dom_;
  std::size_t max_depth_;
  std::size_t depth_ = 0;
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

Diagnostic at(const std::string& file, TextPosition p, std::string rule, std::string message, std::string pointer = "") {
  return error(std::move(rule), std::move(message), SourceLocation{file, p.line, p.column, std::move(pointer)});
}

}  // namespace

std::optional<ParsedJson> parse_bank_json(const std::string& text, const std::string& file, const LoadLimits& limits,
                                          Diagnostics& out) {
  if (text.rfind("\xEF\xBB\xBF", 0) == 0) {
    out.push_back(at(file, {1, 1}, "json-bom", "the file starts with a UTF-8 byte-order mark; save it as UTF-8 without BOM"));
    return std::nullopt;
  }
  ParsedJson parsed;
  LimitedDomParser sax(parsed.document, limits.max_depth);
  const bool ok = json::sax_parse(text, &sax, json::input_format_t::json, true, false);
  if (sax.too_deep) {
    out.push_back(at(file, {1, 1}, "json-depth",
                     "JSON nesting deeper than " + std::to_string(limits.max_depth) + " levels; a bank needs far fewer"));
    return std::nullopt;
  }
  if (!ok) {
    const std::string message = clean_message(sax.error_message);
    const std::size_t offset = sax.error_byte > 0 ? sax.error_byte - 1 : 0;
    out.push_back(at(file, position_of(text, offset), rule_for(message), "malformed JSON: " + message));
    return std::nullopt;
  }
  parsed.positions = index_json_positions(text);
  if (!parsed.positions.duplicates.empty()) {
    for (const auto& d : parsed.positions.duplicates) {
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
