// Test-only: an XML string parsed with pugixml, or an exception naming what is wrong.
#include "support/xml_document.hpp"

#include <stdexcept>

namespace quizpack::test {

pugi::xml_document parsed_xml(const std::string& xml) {
  pugi::xml_document doc;
  const pugi::xml_parse_result result = doc.load_string(xml.c_str());
  if (!result)
    throw std::runtime_error(std::string("not well-formed XML at byte ") + std::to_string(result.offset) + ": " +
                             result.description());
  return doc;
}

}  // namespace quizpack::test
