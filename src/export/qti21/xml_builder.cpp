// Small helpers for building QTI and IMS CP documents with pugixml.
#include "export/qti21/xml_builder.hpp"

#include <charconv>
#include <cstdio>
#include <cstdlib>
#include <sstream>

namespace quizpack::qti21 {

pugi::xml_node add(pugi::xml_node parent, const char* name, Attributes attributes) {
  pugi::xml_node node = parent.append_child(name);
  for (const auto& [key, value] : attributes) node.append_attribute(key).set_value(value.c_str());
  return node;
}

pugi::xml_node add_text(pugi::xml_node parent, const char* name, const std::string& text, Attributes attributes) {
  pugi::xml_node node = add(parent, name, attributes);
  node.append_child(pugi::node_pcdata).set_value(text.c_str());
  return node;
}

std::string format_number(double value) {
  if (value == 0) return "0";
  char buffer[64];
  const auto result = std::to_chars(buffer, buffer + sizeof buffer, value);
  return std::string(buffer, result.ptr);
}

std::string format_rounded(double value) {
  char buffer[64];
  std::snprintf(buffer, sizeof buffer, "%.15g", value);
  return format_number(std::strtod(buffer, nullptr));
}

std::string to_xml(const pugi::xml_document& document) {
  std::ostringstream out;
  document.save(out, "  ", pugi::format_indent, pugi::encoding_utf8);
  return out.str();
}

}  // namespace quizpack::qti21
