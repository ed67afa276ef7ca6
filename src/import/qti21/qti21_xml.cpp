// Safe parsing of package entries and the small XML helpers the QTI 2.1 reader shares.
#include "import/qti21/qti21_xml.hpp"

#include <algorithm>

#include "text/utf8.hpp"

namespace quizpack::qti21 {

XmlEntry::XmlEntry(std::string_view text, std::string shown, Diagnostics& diagnostics)
    : shown_(std::move(shown)), lines_(text) {
  if (const std::size_t bad = first_malformed_utf8(text); bad != std::string_view::npos) {
    diagnostics.push_back(error("import-utf8", "the file is not valid UTF-8", at_offset(bad)));
    return;
  }
  const auto result =
      doc_.load_buffer(text.data(), text.size(), pugi::parse_default | pugi::parse_doctype, pugi::encoding_utf8);
  if (!result) {
    diagnostics.push_back(error("import-xml", std::string("malformed XML: ") + result.description(),
                                at_offset(static_cast<std::size_t>(result.offset))));
    return;
  }
  for (auto node : doc_.children())
    if (node.type() == pugi::node_doctype) {
      diagnostics.push_back(error("import-xml", "the file declares a DOCTYPE; quizpack loads no DTD or entity",
                                  at_offset(static_cast<std::size_t>(node.offset_debug()))));
      return;
    }
  ok_ = static_cast<bool>(root());
}

SourceLocation XmlEntry::at_offset(std::size_t offset) const { return lines_.where(shown_, offset); }

SourceLocation XmlEntry::where(pugi::xml_node node) const {
  return at_offset(static_cast<std::size_t>(std::max<std::ptrdiff_t>(node.offset_debug(), 0)));
}

std::string_view local_name(pugi::xml_node node) {
  const std::string_view name = node.name();
  const auto colon = name.find(':');
  return colon == std::string_view::npos ? name : name.substr(colon + 1);
}

pugi::xml_node child(pugi::xml_node node, std::string_view name) {
  for (auto c : node.children())
    if (c.type() == pugi::node_element && local_name(c) == name) return c;
  return {};
}

std::vector<pugi::xml_node> children(pugi::xml_node node, std::string_view name) {
  std::vector<pugi::xml_node> out;
  for (auto c : node.children())
    if (c.type() == pugi::node_element && local_name(c) == name) out.push_back(c);
  return out;
}

namespace {

void collect(pugi::xml_node node, std::string_view name, std::vector<pugi::xml_node>& out) {
  for (auto c : node.children()) {
    if (c.type() != pugi::node_element) continue;
    if (local_name(c) == name) out.push_back(c);
    collect(c, name, out);
  }
}

}  // namespace

std::vector<pugi::xml_node> descendants(pugi::xml_node node, std::string_view name) {
  std::vector<pugi::xml_node> out;
  collect(node, name, out);
  return out;
}

std::string resolve_path(const std::string& base, const std::string& href) {
  if (href.empty() || href.front() == '/' || href.find(':') != std::string::npos ||
      href.find('\\') != std::string::npos)
    return "";
  std::string path = href.substr(0, href.find_first_of("?#"));
  const auto slash = base.rfind('/');
  std::vector<std::string> parts;
  const std::string joined = (slash == std::string::npos ? "" : base.substr(0, slash + 1)) + path;
  for (std::size_t start = 0; start <= joined.size();) {
    const std::size_t end = std::min(joined.find('/', start), joined.size());
    const std::string part = joined.substr(start, end - start);
    if (part == "..") {
      if (parts.empty()) return "";
      parts.pop_back();
    } else if (!part.empty() && part != ".") {
      parts.push_back(part);
    }
    start = end + 1;
  }
  std::string out;
  for (const auto& p : parts) out += (out.empty() ? "" : "/") + p;
  return out;
}

std::string trimmed_text(pugi::xml_node node) {
  const std::string s = node.text().get();
  const auto first = s.find_first_not_of(" \t\r\n");
  if (first == std::string::npos) return "";
  return s.substr(first, s.find_last_not_of(" \t\r\n") - first + 1);
}

}  // namespace quizpack::qti21
