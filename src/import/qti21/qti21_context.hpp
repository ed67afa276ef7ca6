// What the reading of one QTI 2.1 package shares between its items: its files, language, media and diagnostics.
#pragma once

#include <map>
#include <string>
#include <string_view>

#include "import/qti21/qti21_import.hpp"
#include "import/qti21/qti21_xml.hpp"

namespace quizpack::qti21 {

class Context {
 public:
  Context(const std::vector<PackageEntry>& entries, std::string package, Qti21Import& out);

  // The bytes of the package file at `path` (relative to the package's root), or nullptr.
  [[nodiscard]] const std::string* file(const std::string& path) const;
  // How diagnostics name the package file at `path`.
  [[nodiscard]] std::string shown(const std::string& path) const { return package_ + "/" + path; }
  [[nodiscard]] const LanguageTag& lang() const { return out_.languages.front(); }

  void warn(const std::string& rule, const std::string& message, const XmlEntry& entry, pugi::xml_node node);
  void fail(const std::string& rule, const std::string& message, const XmlEntry& entry, pugi::xml_node node);
  void skip(const std::string& reason) { ++out_.skipped[reason]; }
  Diagnostics& diagnostics() { return out_.diagnostics; }

  // The XHTML `html` of the item at `item_path` as a text in the package's language; its images, resolved
  // against the item's folder, are stored under media/. `what` names the question in warnings.
  LocalizedText text(const std::string& html, const std::string& item_path, const XmlEntry& item, pugi::xml_node node,
                     const std::string& what);

 private:
  std::string image_path(const std::string& src, const std::string& item_path, const XmlEntry& item,
                         pugi::xml_node node, const std::string& what);

  std::map<std::string_view, const std::string*> files_;
  std::string package_;
  Qti21Import& out_;
};

// The XHTML of `node`'s children, leaving out child elements (at any depth) whose local name is in `skipped`,
// and writing `blank` in place of the element `blanked` (when not null).
std::string xhtml_of(pugi::xml_node node, const std::vector<std::string_view>& skipped = {},
                     pugi::xml_node blanked = {}, const char* blank = "_____");

// An element of the source and the text written in its place.
struct Replacement {
  pugi::xml_node element;
  std::string text;
};

// The XHTML of `node`'s children as above, with each element of `replaced` written as its text.
std::string xhtml_of(pugi::xml_node node, const std::vector<std::string_view>& skipped,
                     const std::vector<Replacement>& replaced);

}  // namespace quizpack::qti21
