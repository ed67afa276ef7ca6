// Small pugixml helpers shared by the SCORM 1.2 and 2004 manifest builders.
#pragma once

#include <string>

#include <pugixml.hpp>

namespace quizpack {

pugi::xml_node append_element(pugi::xml_node parent, const char* name);
pugi::xml_node append_text_element(pugi::xml_node parent, const char* name, const std::string& text);

// A new document holding only the XML declaration (version 1.0, UTF-8).
void start_document(pugi::xml_document& doc);

// The document as UTF-8, indented by two spaces, ending with a newline.
std::string document_text(const pugi::xml_document& doc);

}  // namespace quizpack
