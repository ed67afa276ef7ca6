// A <math> element read back as the TeX formula it was made from, when its alttext converts to the same tree.
#include "import/html/mathml_formula.hpp"

#include <algorithm>
#include <string_view>
#include <vector>

#include "math/tex_to_mathml.hpp"

namespace quizpack {
namespace {

std::string_view name_of(const xmlNode* node) { return reinterpret_cast<const char*>(node->name); }

std::string property(const xmlNode* node, const char* name) {
  xmlChar* value = xmlGetProp(node, reinterpret_cast<const xmlChar*>(name));
  if (value == nullptr) return "";
  std::string out = reinterpret_cast<const char*>(value);
  xmlFree(value);
  return out;
}

bool blank(std::string_view text) { return text.find_first_not_of(" \t\r\n") == std::string_view::npos; }

// The element children of `node`; false when it holds text other than white space between them.
bool element_children(const xmlNode* node, std::vector<const xmlNode*>& out) {
  for (const xmlNode* c = node->children; c != nullptr; c = c->next) {
    if (c->type == XML_ELEMENT_NODE)
      out.push_back(c);
    else if (c->type == XML_TEXT_NODE && !blank(reinterpret_cast<const char*>(c->content)))
      return false;
  }
  return true;
}

std::string token_text(const xmlNode* node) {
  xmlChar* value = xmlNodeGetContent(node);
  std::string out = value != nullptr ? reinterpret_cast<const char*>(value) : "";
  xmlFree(value);
  const auto first = out.find_first_not_of(" \t\r\n");
  if (first == std::string::npos) return "";
  return out.substr(first, out.find_last_not_of(" \t\r\n") - first + 1);
}

std::size_t attribute_count(const xmlNode* node) {
  std::size_t n = 0;
  for (const xmlAttr* a = node->properties; a != nullptr; a = a->next) ++n;
  return n;
}

// True when `node` has exactly `expected`'s attributes, each with the same value.
bool same_attributes(const xmlNode* node, const math::Node& expected) {
  if (attribute_count(node) != expected.attributes.size()) return false;
  return std::all_of(expected.attributes.begin(), expected.attributes.end(),
                     [&](const math::Attribute& a) { return property(node, std::string(a.name).c_str()) == a.value; });
}

// True when `node` and its descendants are `expected`: names, attributes, and the texts of token elements.
bool same_tree(const xmlNode* node, const math::Node& expected) {
  if (name_of(node) != math::tag_name(expected.tag) || !same_attributes(node, expected)) return false;
  if (math::is_token(expected.tag)) return token_text(node) == expected.text;
  std::vector<const xmlNode*> children;
  if (!element_children(node, children) || children.size() != expected.children.size()) return false;
  for (std::size_t i = 0; i < children.size(); ++i)
    if (!same_tree(children[i], expected.children[i])) return false;
  return true;
}

// The children of <math> compared, its own attributes (alttext, display, dir, xmlns) left to the caller.
bool same_content(const xmlNode* math, const math::Node& expected) {
  std::vector<const xmlNode*> children;
  if (!element_children(math, children) || children.size() != expected.children.size()) return false;
  for (std::size_t i = 0; i < children.size(); ++i)
    if (!same_tree(children[i], expected.children[i])) return false;
  return true;
}

}  // namespace

std::optional<std::string> formula_from_mathml(const xmlNode* math) {
  const std::string tex = property(math, "alttext");
  if (blank(tex)) return std::nullopt;
  const bool display = property(math, "display") == "block";
  const math::MathResult converted = math::tex_to_mathml(tex, display);
  if (converted.error || !same_content(math, converted.math)) return std::nullopt;
  return display ? "\\[" + tex + "\\]" : "\\(" + tex + "\\)";
}

}  // namespace quizpack
