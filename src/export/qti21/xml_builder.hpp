// Small helpers for building QTI and IMS CP documents with pugixml.
#pragma once

#include <initializer_list>
#include <string>
#include <utility>

#include <pugixml.hpp>

namespace quizpack::qti21 {

using Attributes = std::initializer_list<std::pair<const char*, std::string>>;

// Appends <name attr="value" ...> to `parent` and returns it.
pugi::xml_node add(pugi::xml_node parent, const char* name, Attributes attributes = {});

// Appends <name attr...>text</name>.
pugi::xml_node add_text(pugi::xml_node parent, const char* name, const std::string& text, Attributes attributes = {});

// The shortest decimal that reads back as `value` ("1", "0.5", "0.3333333333333333").
std::string format_number(double value);

// `value` rounded to 15 significant digits, then written as by format_number ("3.1300000000000003" → "3.13").
std::string format_rounded(double value);

// The document as UTF-8 with an XML declaration, two-space indentation and a final newline.
std::string to_xml(const pugi::xml_document& document);

}  // namespace quizpack::qti21
