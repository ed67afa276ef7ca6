// A MathML tree as markup: a walk that calls a sink (as RichTextWalker's), and the tree as a string.
#pragma once

#include <string>

#include "math/mathml_tree.hpp"

namespace quizpack::math {

inline constexpr std::string_view kMathmlNamespace = "http://www.w3.org/1998/Math/MathML";

// Calls, in document order: open(tag), attribute(name, value)…, then content(), text(s) or the children and
// close(tag); or close_empty(tag) for an element with neither text nor children.
template <class Sink>
void walk_mathml(const Node& node, Sink& sink) {
  const std::string_view tag = tag_name(node.tag);
  sink.open(tag);
  for (const auto& a : node.attributes) sink.attribute(a.name, a.value);
  if (node.children.empty() && node.text.empty()) {
    sink.close_empty(tag);
    return;
  }
  sink.content();
  if (!node.text.empty()) sink.text(node.text);
  for (const auto& child : node.children) walk_mathml(child, sink);
  sink.close(tag);
}

// The tree as markup, text and attribute values escaped; with `xml_namespace`, <math> declares the MathML
// namespace (XML documents), without it not (HTML, where <math> is in that namespace by itself).
std::string mathml_string(const Node& math, bool xml_namespace);
void append_mathml(std::string& out, const Node& math, bool xml_namespace);

}  // namespace quizpack::math
