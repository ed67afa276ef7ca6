// Writes JSON text as nlohmann::json's dump(1, ' ', false, replace) would, without building a document.
#include "export/player/json_text.hpp"

#include <nlohmann/json.hpp>
#include <string_view>
#include <utility>

#include "text/html.hpp"

namespace quizpack {
namespace {

// Appends `s` quoted and escaped; false (nothing appended) when `s` is not well-formed UTF-8.
bool append_quoted(std::string& out, std::string_view s) {
  const std::size_t mark = out.size();
  out += '"';
  if (!append_escaped_json(out, s)) {
    out.resize(mark);
    return false;
  }
  out += '"';
  return true;
}

}  // namespace

void JsonText::element() {
  if (after_key_) {
    after_key_ = false;
    return;
  }
  if (empty_.empty()) return;
  if (!empty_.back()) out_ += ',';
  empty_.back() = false;
  out_ += '\n';
  out_.append(empty_.size(), ' ');
}

void JsonText::close(char bracket) {
  const bool was_empty = empty_.back();
  empty_.pop_back();
  if (!was_empty) {
    out_ += '\n';
    out_.append(empty_.size(), ' ');
  }
  out_ += bracket;
}

void JsonText::begin_object() {
  element();
  out_ += '{';
  empty_.push_back(true);
}

void JsonText::end_object() { close('}'); }

void JsonText::begin_array() {
  element();
  out_ += '[';
  empty_.push_back(true);
}

void JsonText::end_array() { close(']'); }

void JsonText::key(std::string_view name) {
  element();
  append_quoted(out_, name);
  out_ += ": ";
  after_key_ = true;
}

JsonText::JsonText(std::string prefix, std::size_t expected_size) : out_(std::move(prefix)) {
  out_.reserve(expected_size);
}

void JsonText::string(std::string_view value) {
  element();
  string_value(value);
}

void JsonText::string_value(std::string_view value) {
  if (!append_quoted(out_, value))
    out_ += nlohmann::json(std::string(value)).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

void JsonText::boolean(bool value) {
  element();
  out_ += value ? "true" : "false";
}

void JsonText::integer(long value) {
  element();
  out_ += std::to_string(value);
}

void JsonText::number(double value) {
  element();
  out_ += nlohmann::json(value).dump();
}

void JsonText::strings(const std::vector<std::string>& values) {
  begin_array();
  for (const auto& v : values) string(v);
  end_array();
}

}  // namespace quizpack
