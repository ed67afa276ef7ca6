// Small helpers for writing QTI and IMS CP documents with the streaming XML writer.
#include "formats/qti/xml_builder.hpp"

#include <cstdio>
#include <cstdlib>

#include "text/number_text.hpp"

namespace quizpack::qti {

void open(XmlWriter& w, std::string_view name, Attributes attributes) {
  w.open(name);
  for (const auto& [key, value] : attributes) w.attribute(key, value);
}

void add(XmlWriter& w, std::string_view name, Attributes attributes) {
  open(w, name, attributes);
  w.close(name);
}

void add_text(XmlWriter& w, std::string_view name, std::string_view text, Attributes attributes) {
  open(w, name, attributes);
  w.text(text);
  w.close(name);
}

XmlWriter start_document(std::size_t expected_size) {
  XmlWriter w(expected_size);
  w.declaration();
  return w;
}

std::string format_number(double value) { return number_text(value, NegativeZero::as_zero); }

std::string format_rounded(double value) {
  char buffer[64];
  std::snprintf(buffer, sizeof buffer, "%.15g", value);
  return format_number(std::strtod(buffer, nullptr));
}

}  // namespace quizpack::qti
