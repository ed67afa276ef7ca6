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

// Appends the character reference of byte `c`: &#NN;, in decimal of two digits at least.
inline void append_character_reference(std::string& out, unsigned char c) {
  char entity[6] = {'&', '#'};
  std::size_t size = 2;
  if (c >= 100) entity[size++] = static_cast<char>('0' + c / 100);
  entity[size++] = static_cast<char>('0' + c / 10 % 10);
  entity[size++] = static_cast<char>('0' + c % 10);
  entity[size++] = ';';
  out.append(entity, size);
}

// Appends the entity of byte `c`: &amp;, &lt;, &gt; and &quot; by name, any other byte as a character reference.
inline void append_entity(std::string& out, unsigned char c) {
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
    default:
      append_character_reference(out, c);
  }
}

// Appends `value` with each byte of `set` replaced by its entity.
inline void append_escaped(std::string& out, std::string_view value, const EscapeSet& set) {
  const char* run = value.data();
  const char* end = run + value.size();
  for (const char* p = run; p != end; ++p) {
    const auto c = static_cast<unsigned char>(*p);
    if (!set[c]) continue;
    out.append(run, static_cast<std::size_t>(p - run));
    run = p + 1;
    append_entity(out, c);
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
