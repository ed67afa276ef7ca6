// MathML as a small tree of elements: what the TeX converter makes and every output writes.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace quizpack::math {

// The MathML Core elements the converter writes.
enum class Tag : std::uint8_t {
  math,
  mrow,
  mi,
  mn,
  mo,
  mtext,
  mspace,
  msub,
  msup,
  msubsup,
  munder,
  mover,
  munderover,
  mfrac,
  msqrt,
  mroot,
  mstyle,
  mtable,
  mtr,
  mtd,
  mpadded,
  mphantom,
  merror,
};

std::string_view tag_name(Tag tag);

// True for the elements whose content is text (mi, mn, mo, mtext).
bool is_token(Tag tag);

struct Attribute {
  std::string_view name;  // a string literal
  std::string value;
};

struct Node {
  Tag tag = Tag::mrow;
  std::string text;  // token elements only
  std::vector<Attribute> attributes;
  std::vector<Node> children;

  // The attribute's value, or nullptr.
  const std::string* attribute(std::string_view name) const;
  void set(std::string_view name, std::string value);
};

Node token(Tag tag, std::string text);
Node element(Tag tag, std::vector<Node> children);

// `nodes` as one node: the only one itself, else an mrow of them.
Node row(std::vector<Node> nodes);

}  // namespace quizpack::math
