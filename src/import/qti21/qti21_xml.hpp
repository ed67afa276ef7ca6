// Package entries parsed safely as XML (no DTD, no entity, well-formed UTF-8), with names read without prefixes.
#pragma once

#include <pugixml.hpp>

#include <string>
#include <string_view>
#include <vector>

#include "model/diagnostic.hpp"
#include "text/text_position.hpp"

namespace quizpack::qti21 {

// One parsed XML entry of a package and what its diagnostics need: the name shown and where lines start.
class XmlEntry {
 public:
  // Parses `text`; on a DOCTYPE, malformed XML or invalid UTF-8 adds an error to `diagnostics` and
  // leaves ok() false. No DTD or external entity is ever loaded.
  XmlEntry(std::string_view text, std::string shown, Diagnostics& diagnostics);

  [[nodiscard]] bool ok() const { return ok_; }
  [[nodiscard]] pugi::xml_node root() const { return doc_.document_element(); }
  [[nodiscard]] const std::string& shown() const { return shown_; }
  [[nodiscard]] SourceLocation where(pugi::xml_node node) const;
  [[nodiscard]] SourceLocation at_offset(std::size_t offset) const;

 private:
  pugi::xml_document doc_;
  std::string shown_;
  LineIndex lines_;
  bool ok_ = false;
};

// An element's name without its namespace prefix ("imsmd:lom" → "lom").
std::string_view local_name(pugi::xml_node node);

// The first child element, and every child element, with this local name.
pugi::xml_node child(pugi::xml_node node, std::string_view name);
std::vector<pugi::xml_node> children(pugi::xml_node node, std::string_view name);

// Every descendant element with this local name, in document order.
std::vector<pugi::xml_node> descendants(pugi::xml_node node, std::string_view name);

// `href` resolved against the folder of `base` (both '/'-separated package paths); "" when it leaves the package
// or is a URL.
std::string resolve_path(const std::string& base, const std::string& href);

// The text of an element with surrounding white space removed.
std::string trimmed_text(pugi::xml_node node);

}  // namespace quizpack::qti21
