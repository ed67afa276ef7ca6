// Checks rendered rich text: well-formed, only the renderer's elements and attributes, safe links.
#include "support/html_checks.hpp"

#include <pugixml.hpp>

#include <cctype>
#include <map>
#include <set>

#include "support/finding.hpp"

namespace quizpack::fuzz {
namespace {

// Elements the renderer writes, each with the attributes it may carry.
const std::map<std::string, std::set<std::string>>& allowed() {
  static const std::map<std::string, std::set<std::string>> table = {
      {"root", {}},
      {"p", {}},
      {"h1", {}},
      {"h2", {}},
      {"h3", {}},
      {"h4", {}},
      {"h5", {}},
      {"h6", {}},
      {"pre", {}},
      {"code", {}},
      {"ul", {}},
      {"ol", {"start"}},
      {"li", {}},
      {"hr", {}},
      {"em", {}},
      {"strong", {}},
      {"br", {}},
      {"blockquote", {}},
      {"a", {"href", "title"}},
      {"img", {"src", "alt", "title"}},
  };
  return table;
}

// The scheme a browser would see in `url` (WHATWG URL parsing: leading and trailing C0 controls and spaces
// stripped, tabs and newlines removed), lower-cased; empty for a relative reference.
std::string browser_scheme(const std::string& url) {
  std::string cleaned;
  for (char c : url)
    if (c != '\t' && c != '\n' && c != '\r') cleaned += c;
  std::size_t start = 0;
  while (start < cleaned.size() && static_cast<unsigned char>(cleaned[start]) <= 0x20) ++start;
  std::string scheme;
  for (std::size_t i = start; i < cleaned.size(); ++i) {
    const auto c = static_cast<unsigned char>(cleaned[i]);
    if (c == ':') return scheme;
    const bool ok = std::isalpha(c) || (!scheme.empty() && (std::isdigit(c) || c == '+' || c == '-' || c == '.'));
    if (!ok) return "";
    scheme += static_cast<char>(std::tolower(c));
  }
  return "";
}

void check_node(const pugi::xml_node& node) {
  for (const auto& child : node.children()) {
    if (child.type() == pugi::node_pcdata) continue;
    if (child.type() != pugi::node_element)
      finding(std::string("rendered HTML holds a non-element node ") + std::to_string(child.type()));
    const auto rule = allowed().find(child.name());
    if (rule == allowed().end() || std::string(child.name()) == "root")
      finding(std::string("rendered HTML holds element <") + child.name() + ">");
    for (const auto& attr : child.attributes())
      if (!rule->second.count(attr.name()))
        finding(std::string("rendered HTML holds attribute ") + attr.name() + " on <" + child.name() + ">");
    if (std::string(child.name()) == "a") {
      const std::string scheme = browser_scheme(child.attribute("href").value());
      if (!scheme.empty() && scheme != "http" && scheme != "https" && scheme != "mailto")
        finding(std::string("rendered HTML links with scheme ") + scheme + ": " + child.attribute("href").value());
    }
    check_node(child);
  }
}

}  // namespace

void check_rendered_html(const std::string& html) {
  const std::string wrapped = "<root>" + html + "</root>";
  pugi::xml_document doc;
  const auto parsed = doc.load_buffer(wrapped.data(), wrapped.size(), pugi::parse_full, pugi::encoding_utf8);
  if (!parsed)
    finding(std::string("rendered HTML is not well-formed: ") + parsed.description() + " at " +
            std::to_string(parsed.offset) + "\n" + html);
  check_node(doc.document_element());
}

}  // namespace quizpack::fuzz
