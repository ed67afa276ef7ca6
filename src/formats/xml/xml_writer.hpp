// Indented XML written straight into a string, byte for byte as pugixml saves a document with two-space indent.
#pragma once

#include <array>
#include <cstddef>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "xml/markup.hpp"

namespace quizpack::xml {

class XmlWriter {
 public:
  explicit XmlWriter(std::size_t expected_size = 0) { out_.reserve(expected_size); }

  // <?xml version="1.0" encoding="UTF-8"?>, before the root element.
  void declaration() {
    out_ += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>";
    flags_ = kNewline | kIndent;
  }

  // Starts an element; `name` must stay alive until its close(name).
  void open(std::string_view name) {
    end_start_tag();
    if (!inside_inline()) line_break();
    out_ += '<';
    out_ += name;
    names_.push_back(name);
    start_tag_open_ = true;
    flags_ = kNewline | kIndent;
  }

  // Starts an element whose content stays on its line: no line breaks or indentation inside it.
  void open_inline(std::string_view name) {
    open(name);
    if (!inside_inline()) inline_depth_ = names_.size();
  }

  // An attribute of the element just opened.
  void attribute(std::string_view name, std::string_view value) {
    append_attribute(out_, name, until_nul(value), kAttributeEscapes);
  }

  // A text node, written even when empty (an element holding it is then written <a></a>, not <a />).
  void text(std::string_view value) {
    end_start_tag();
    append_escaped(out_, until_nul(value), kTextEscapes);
    flags_ = 0;
  }

  // A CDATA section; any "]]>" is split across two sections.
  void cdata(std::string_view value) {
    end_start_tag();
    value = until_nul(value);
    do {
      out_ += "<![CDATA[";
      const auto end = value.find("]]>");
      const std::size_t length = end == std::string_view::npos ? value.size() : end + 2;
      out_.append(value.data(), length);
      value.remove_prefix(length);
      out_ += "]]>";
    } while (!value.empty());
    flags_ = 0;
  }

  // Ends the innermost open element, which must be `name`; throws std::logic_error when it is not.
  void close(std::string_view name) {
    if (names_.empty() || names_.back() != name) throw_mismatch(name);
    const bool suppressed = inside_inline();
    names_.pop_back();
    if (names_.size() < inline_depth_) inline_depth_ = kNoInline;
    if (start_tag_open_) {
      out_ += " />";
      start_tag_open_ = false;
    } else {
      if (!suppressed) line_break();
      out_ += "</";
      out_ += name;
      out_ += '>';
    }
    flags_ = kNewline | kIndent;
  }

  // <name attributes...>value</name>.
  void element(std::string_view name, std::string_view value) {
    open(name);
    text(value);
    close(name);
  }

  // Bytes written and not yet handed over.
  [[nodiscard]] std::size_t pending_size() const { return out_.size(); }

  // Hands the bytes written so far to `sink` and forgets them; writing goes on after them.
  template <class Sink>
  void hand_over(const Sink& sink) {
    sink(std::string_view(out_));
    out_.clear();
  }

  // The document, or what is left of it after hand_over; every element must be closed.
  std::string finish() {
    if (flags_ & kNewline) out_ += '\n';
    return std::move(out_);
  }

 private:
  static constexpr unsigned kNewline = 1;
  static constexpr unsigned kIndent = 2;
  static constexpr std::size_t kNoInline = static_cast<std::size_t>(-1);

  // Which bytes each context escapes (pugixml 1.13): text &, <, > and controls but tab, LF and CR;
  // attributes &, <, " and every control.
  static constexpr EscapeSet kTextEscapes = [] {
    EscapeSet set = escape_set("&<>");
    for (int c = 0; c < 32; ++c) set[static_cast<std::size_t>(c)] = c != '\t' && c != '\n' && c != '\r';
    return set;
  }();
  static constexpr EscapeSet kAttributeEscapes = [] {
    EscapeSet set = escape_set("&<\"");
    for (int c = 0; c < 32; ++c) set[static_cast<std::size_t>(c)] = true;
    return set;
  }();

  // pugixml stores C strings: a value ends at its first NUL.
  static std::string_view until_nul(std::string_view value) {
    const auto nul = value.find('\0');
    return nul == std::string_view::npos ? value : value.substr(0, nul);
  }

  [[noreturn]] void throw_mismatch(std::string_view name) const {
    const std::string open = names_.empty() ? "none" : "<" + std::string(names_.back()) + ">";
    throw std::logic_error("XmlWriter: close(\"" + std::string(name) + "\") while the open element is " + open);
  }

  [[nodiscard]] bool inside_inline() const { return names_.size() >= inline_depth_; }

  void end_start_tag() {
    if (!start_tag_open_) return;
    out_ += '>';
    start_tag_open_ = false;
  }

  void line_break() {
    if (flags_ & kNewline) out_ += '\n';
    if (flags_ & kIndent) out_.append(2 * names_.size(), ' ');
  }

  std::string out_;
  std::vector<std::string_view> names_;
  bool start_tag_open_ = false;
  unsigned flags_ = kIndent;
  std::size_t inline_depth_ = kNoInline;
};

}  // namespace quizpack::xml
