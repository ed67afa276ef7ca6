// Small pugixml helpers shared by the SCORM 1.2 and 2004 manifest builders.
#include "export/scorm/manifest_xml.hpp"

#include <sstream>

namespace quizpack {

pugi::xml_node append_element(pugi::xml_node parent, const char* name) { return parent.append_child(name); }

pugi::xml_node append_text_element(pugi::xml_node parent, const char* name, const std::string& text) {
  auto node = parent.append_child(name);
  node.text().set(text.c_str());
  return node;
}

void start_document(pugi::xml_document& doc) {
  auto declaration = doc.append_child(pugi::node_declaration);
  declaration.append_attribute("version") = "1.0";
  declaration.append_attribute("encoding") = "UTF-8";
}

std::string document_text(const pugi::xml_document& doc) {
  std::ostringstream out;
  doc.save(out, "  ", pugi::format_indent, pugi::encoding_utf8);
  return out.str();
}

}  // namespace quizpack
