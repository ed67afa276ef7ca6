// A MathML tree as markup: a walk that calls a sink (as RichTextWalker's), and the tree as a string.
#include "math/mathml_writer.hpp"

namespace quizpack::math {
namespace {

void append_escaped(std::string& out, std::string_view s) {
  std::size_t run = 0;
  for (std::size_t i = 0; i < s.size(); ++i) {
    const char* rep = nullptr;
    switch (s[i]) {
      case '&':
        rep = "&amp;";
        break;
      case '<':
        rep = "&lt;";
        break;
      case '>':
        rep = "&gt;";
        break;
      case '"':
        rep = "&quot;";
        break;
      default:
        continue;
    }
    out.append(s, run, i - run);
    out += rep;
    run = i + 1;
  }
  out.append(s, run, s.size() - run);
}

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
    out += ' ';
    out += name;
    out += "=\"";
    append_escaped(out, value);
    out += '"';
  }
  void content() { out += '>'; }
  void text(std::string_view s) { append_escaped(out, s); }
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
