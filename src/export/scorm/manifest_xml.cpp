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

pugi::xml_node start_manifest(pugi::xml_document& doc, const std::string& identifier, const std::string& version,
                              std::size_t version_max_chars,
                              std::initializer_list<std::pair<const char*, const char*>> namespaces) {
  start_document(doc);
  auto manifest = append_element(doc, "manifest");
  manifest.append_attribute("identifier") = identifier.c_str();
  if (!version.empty() && (version_max_chars == 0 || version.size() <= version_max_chars))
    manifest.append_attribute("version") = version.c_str();
  for (const auto& [name, uri] : namespaces) manifest.append_attribute(name) = uri;
  return manifest;
}

std::string document_text(const pugi::xml_document& doc) {
  std::ostringstream out;
  doc.save(out, "  ", pugi::format_indent, pugi::encoding_utf8);
  return out.str();
}

}  // namespace quizpack
