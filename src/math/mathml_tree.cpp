// MathML as a small tree of elements: what the TeX converter makes and every output writes.
#include "math/mathml_tree.hpp"

#include <array>

namespace quizpack::math {

std::string_view tag_name(Tag tag) {
  static constexpr std::array<std::string_view, 23> kNames = {
      "math",   "mrow",    "mi",     "mn",    "mo",         "mtext",    "mspace", "msub",
      "msup",   "msubsup", "munder", "mover", "munderover", "mfrac",    "msqrt",  "mroot",
      "mstyle", "mtable",  "mtr",    "mtd",   "mpadded",    "mphantom", "merror"};
  return kNames[static_cast<std::size_t>(tag)];
}

bool is_token(Tag tag) { return tag == Tag::mi || tag == Tag::mn || tag == Tag::mo || tag == Tag::mtext; }

const std::string* Node::attribute(std::string_view name) const {
  for (const auto& a : attributes)
    if (a.name == name) return &a.value;
  return nullptr;
}

void Node::set(std::string_view name, std::string value) {
  for (auto& a : attributes)
    if (a.name == name) {
      a.value = std::move(value);
      return;
    }
  attributes.push_back({name, std::move(value)});
}

Node token(Tag tag, std::string text) {
  Node n;
  n.tag = tag;
  n.text = std::move(text);
  return n;
}

Node element(Tag tag, std::vector<Node> children) {
  Node n;
  n.tag = tag;
  n.children = std::move(children);
  return n;
}

Node row(std::vector<Node> nodes) {
  if (nodes.size() == 1) return std::move(nodes.front());
  return element(Tag::mrow, std::move(nodes));
}

}  // namespace quizpack::math
