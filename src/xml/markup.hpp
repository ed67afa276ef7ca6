// XML markup appended to a string: text and attribute values escaped by the set of bytes their context replaces.
#pragma once

#include <array>
#include <string>
#include <string_view>

namespace quizpack::xml {

// The bytes one context of markup replaces, one flag a byte.
using EscapeSet = std::array<bool, 256>;

// The set holding each byte of `bytes`.
constexpr EscapeSet escape_set(std::string_view bytes) {
  EscapeSet set{};
  for (const char c : bytes) set[static_cast<unsigned char>(c)] = true;
  return set;
}

// Appends `value` with each byte of `set` replaced: &, <, > and " by their entities, a control character by &#NN;.
inline void append_escaped(std::string& out, std::string_view value, const EscapeSet& set) {
  const char* run = value.data();
  const char* end = run + value.size();
  for (const char* p = run; p != end; ++p) {
    const auto c = static_cast<unsigned char>(*p);
    if (!set[c]) continue;
    out.append(run, static_cast<std::size_t>(p - run));
    run = p + 1;
    switch (c) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += "&quot;";
        break;
      default: {
        const char entity[] = {'&', '#', static_cast<char>('0' + c / 10), static_cast<char>('0' + c % 10), ';'};
        out.append(entity, sizeof entity);
      }
    }
  }
  out.append(run, static_cast<std::size_t>(end - run));
}

// Appends ` name="value"`, the value escaped by `set`.
inline void append_attribute(std::string& out, std::string_view name, std::string_view value, const EscapeSet& set) {
  out += ' ';
  out += name;
  out += "=\"";
  append_escaped(out, value, set);
  out += '"';
}

}  // namespace quizpack::xml
