// Rich text as the XHTML subset QTI 2.1 allows, appended to pugixml nodes.
#include "export/qti21/xhtml.hpp"

#include <cstring>
#include <stdexcept>

#include "text/html.hpp"
#include "text/plain_text.hpp"

namespace quizpack::qti21 {
namespace {

// Attributes render_html writes that the QTI 2.1 XHTML subset does not have.
bool drop_unsupported_attributes(pugi::xml_node node) {
  bool kept_all = true;
  for (pugi::xml_node child : node.children()) {
    if (child.type() != pugi::node_element) continue;
    const std::string name = child.name();
    const char* unsupported = name == "ol" ? "start" : (name == "a" || name == "img") ? "title" : nullptr;
    if (unsupported && child.remove_attribute(unsupported)) kept_all = false;
    kept_all = drop_unsupported_attributes(child) && kept_all;
  }
  return kept_all;
}

// Parses the HTML of `text` and moves its nodes under `parent`.
bool append_html(pugi::xml_node parent, const RichText& text, const ImageUrl& image_url, bool unwrap) {
  HtmlOptions options;
  options.image_url = image_url;
  options.unwrap_single_paragraph = unwrap;
  const std::string html = "<x>" + render_html(text, options) + "</x>";
  pugi::xml_document fragment;
  const auto parsed = fragment.load_buffer(html.data(), html.size(), pugi::parse_default | pugi::parse_ws_pcdata);
  if (!parsed) throw std::logic_error(std::string("rendered text is not well-formed XML: ") + parsed.description());
  pugi::xml_node root = fragment.first_child();
  const bool kept_all = drop_unsupported_attributes(root);
  for (pugi::xml_node child : root.children()) {
    pugi::xml_node copy = parent.append_copy(child);
    if (copy.type() == pugi::node_element) keep_inline(copy);
  }
  return kept_all;
}

bool is_single_paragraph(const RichText& text) {
  return text.blocks.size() == 1 && std::holds_alternative<Paragraph>(text.blocks.front().node);
}

}  // namespace

void keep_inline(pugi::xml_node node) {
  for (pugi::xml_node child = node.first_child(); child;) {
    pugi::xml_node next = child.next_sibling();
    if (child.type() == pugi::node_element) {
      keep_inline(child);
      if (child.previous_sibling().type() != pugi::node_pcdata) node.insert_child_before(pugi::node_pcdata, child);
    }
    child = next;
  }
  if (node.last_child().type() == pugi::node_element) node.append_child(pugi::node_pcdata);
}

bool append_blocks(pugi::xml_node parent, const RichText& text, const ImageUrl& image_url) {
  return append_html(parent, text, image_url, false);
}

bool append_inline(pugi::xml_node parent, const RichText& text, const ImageUrl& image_url) {
  if (text.blocks.empty()) return true;
  if (is_single_paragraph(text)) return append_html(parent, text, image_url, true);
  parent.append_child(pugi::node_pcdata).set_value(plain_text(text).c_str());
  return false;
}

bool append_flow(pugi::xml_node parent, const RichText& text, const ImageUrl& image_url) {
  return append_html(parent, text, image_url, true);
}

}  // namespace quizpack::qti21
