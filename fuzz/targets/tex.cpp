// Fuzz target: arbitrary bytes as a TeX formula through the MathML converter, inline and display.
#include <cstddef>
#include <cstdint>
#include <pugixml.hpp>
#include <string>

#include "math/mathml_writer.hpp"
#include "math/tex_to_mathml.hpp"
#include "support/finding.hpp"

namespace {

using namespace quizpack;

void check(const std::string& tex, bool display) {
  const math::MathResult result = math::tex_to_mathml(tex, display);
  if (result.error && result.error->offset + result.error->length > tex.size())
    fuzz::finding("error range " + std::to_string(result.error->offset) + "+" + std::to_string(result.error->length) +
                  " past the formula's " + std::to_string(tex.size()) + " bytes");
  if (result.error && result.error->message.empty()) fuzz::finding("an error without a message");
  const std::string markup = math::mathml_string(result.math, true);
  pugi::xml_document doc;
  const auto parsed = doc.load_buffer(markup.data(), markup.size());
  if (!parsed) fuzz::finding(std::string("MathML not well-formed: ") + parsed.description() + "\n" + markup);
  if (std::string(doc.document_element().name()) != "math") fuzz::finding("the root is not <math>");
  if (math::mathml_string(math::tex_to_mathml(tex, display).math, true) != markup)
    fuzz::finding("two conversions differ");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string tex(reinterpret_cast<const char*>(data), size);
  check(tex, false);
  check(tex, true);
  return 0;
}
