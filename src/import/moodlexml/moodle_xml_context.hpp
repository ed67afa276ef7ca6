// What the reading of one Moodle XML file shares between its questions: languages, media, line numbers.
#pragma once

#include <pugixml.hpp>

#include <string>
#include <string_view>
#include <vector>

#include "import/moodlexml/moodle_xml_import.hpp"

namespace quizpack {

class MoodleXmlContext {
 public:
  MoodleXmlContext(std::string_view text, std::string file, MoodleXmlImport& out);

  [[nodiscard]] SourceLocation where(pugi::xml_node node) const;
  [[nodiscard]] const std::vector<LanguageTag>& languages() const { return out_.languages; }
  void warn(const std::string& rule, const std::string& message, pugi::xml_node node);
  void fail(const std::string& rule, const std::string& message, pugi::xml_node node);
  void skip(const std::string& reason) { ++out_.skipped[reason]; }

  // The text of `holder` (an element with a format attribute and a <text> child) in every language, its
  // embedded <file>s stored under media/. `what` names the question in warnings.
  LocalizedText text(pugi::xml_node holder, const std::string& what);

 private:
  std::string image_path(pugi::xml_node file, const std::string& what);
  RichText rich_text(const std::string& raw, const std::string& format, const std::vector<std::string>& names,
                     const std::vector<std::string>& paths, std::vector<std::string>& changes);

  std::string file_;
  std::vector<std::size_t> line_starts_;
  MoodleXmlImport& out_;
  std::size_t media_bytes_ = 0;  // decoded bytes of the images stored so far
};

}  // namespace quizpack
