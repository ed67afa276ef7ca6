// A MathML tree as markup: a walk that calls a sink (as RichTextWalker's), and the tree as a string.
#include "math/mathml_writer.hpp"

#include "xml/markup.hpp"

namespace quizpack::math {
namespace {

// MathML as a string escapes the same four characters in text and in attribute values.
constexpr xml::EscapeSet kMathmlEscapes = xml::escape_set("&<>\"");

struct StringSink {
  std::string& out;
  bool xml_namespace;
  bool root = true;

  void open(std::string_view tag) {
    out += '<';
    out += tag;
    if (root && xml_namespace) {
      out += " xmlns=\"";
      out += kMathmlNamespace;
      out += '"';
    }
    root = false;
  }
  void attribute(std::string_view name, std::string_view value) {
    xml::append_attribute(out, name, value, kMathmlEscapes);
  }
  void content() { out += '>'; }
  void text(std::string_view s) { xml::append_escaped(out, s, kMathmlEscapes); }
  void close(std::string_view tag) {
    out += "</";
    out += tag;
    out += '>';
  }
  void close_empty(std::string_view) { out += "/>"; }
};

}  // namespace

void append_mathml(std::string& out, const Node& math, bool xml_namespace) {
  StringSink sink{out, xml_namespace};
  walk_mathml(math, sink);
}

std::string mathml_string(const Node& math, bool xml_namespace) {
  std::string out;
  append_mathml(out, math, xml_namespace);
  return out;
}

}  // namespace quizpack::math
