// Test-only: an XML string parsed with pugixml, or an exception naming what is wrong.
#pragma once

#include <string>

#include <pugixml.hpp>

namespace quizpack::test {

// The parsed document; throws std::runtime_error with pugixml's description when `xml` is not well-formed.
pugi::xml_document parsed_xml(const std::string& xml);

}  // namespace quizpack::test
