// Small pugixml helpers shared by the SCORM 1.2 and 2004 manifest builders.
#pragma once

#include <cstddef>
#include <initializer_list>
#include <string>
#include <utility>

#include <pugixml.hpp>

namespace quizpack {

pugi::xml_node append_element(pugi::xml_node parent, const char* name);
pugi::xml_node append_text_element(pugi::xml_node parent, const char* name, const std::string& text);

// A new document holding only the XML declaration (version 1.0, UTF-8).
void start_document(pugi::xml_document& doc);

// A new document (declaration first) and its <manifest> element: the identifier, the package version when there is
// one no longer than `version_max_chars` (0: no limit), then `namespaces` (attribute name, URI) in order.
pugi::xml_node start_manifest(pugi::xml_document& doc, const std::string& identifier, const std::string& version,
                              std::size_t version_max_chars,
                              std::initializer_list<std::pair<const char*, const char*>> namespaces);

// The document as UTF-8, indented by two spaces, ending with a newline.
std::string document_text(const pugi::xml_document& doc);

}  // namespace quizpack
