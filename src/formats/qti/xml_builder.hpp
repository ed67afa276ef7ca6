// Small helpers for writing QTI and IMS CP documents with the streaming XML writer.
#pragma once

#include <initializer_list>
#include <string>
#include <string_view>
#include <utility>

#include "formats/xml/xml_writer.hpp"

namespace quizpack::qti {

using xml::XmlWriter;
using Attributes = std::initializer_list<std::pair<std::string_view, std::string_view>>;

// Opens <name attr="value" ...>; the same function closes it with w.close(name).
void open(XmlWriter& w, std::string_view name, Attributes attributes = {});

// Writes <name attr="value" ... />.
void add(XmlWriter& w, std::string_view name, Attributes attributes = {});

// Writes <name attr...>text</name>.
void add_text(XmlWriter& w, std::string_view name, std::string_view text, Attributes attributes = {});

// A writer holding the XML declaration.
XmlWriter start_document(std::size_t expected_size);

// number_text with a negative zero written "0", as QTI expects.
std::string format_number(double value);

// `value` rounded to 15 significant digits, then written as by format_number ("3.1300000000000003" → "3.13").
std::string format_rounded(double value);

}  // namespace quizpack::qti
