// What the reading of one Moodle XML file shares between its questions: languages, media, line numbers.
#pragma once

#include <pugixml.hpp>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "import/moodlexml/moodle_xml_import.hpp"
#include "text/text_position.hpp"

namespace quizpack {

// How images are named: `Stored` in the file's media table (names made unique there), `Provisional` under
// their own name only, each listed in the order met (its bytes not kept), for `MoodleXmlContext::stored` later.
enum class MediaNaming { Stored, Provisional };

// An image named provisionally: the name it was given and the <file> element that holds its bytes.
struct ProvisionalImage {
  std::string path;
  std::string mime;
  pugi::xml_node file;
};

// How a context makes its texts: images named as `naming` says; texts parsed into trees or source only.
struct TextMaking {
  MediaNaming naming = MediaNaming::Stored;
  bool trees = true;
};

class MoodleXmlContext {
 public:
  MoodleXmlContext(const LineIndex& lines, std::string file, MoodleXmlImport& out, TextMaking making = {});

  [[nodiscard]] SourceLocation where(pugi::xml_node node) const;
  [[nodiscard]] const std::vector<LanguageTag>& languages() const { return out_.languages; }
  void warn(const std::string& rule, const std::string& message, pugi::xml_node node);
  void fail(const std::string& rule, const std::string& message, pugi::xml_node node);
  void skip(const std::string& reason) { ++out_.skipped[reason]; }

  // The text of `holder` (an element with a format attribute and a <text> child) in every language, its
  // embedded <file>s stored under media/. `what` names the question in warnings.
  LocalizedText text(pugi::xml_node holder, const std::string& what);
  // The same with `raw` in place of the holder's <text> (its format and <file>s still the holder's).
  LocalizedText text(pugi::xml_node holder, const std::string& raw, const std::string& what);

  // A question's <name> in every language: plain text, as Moodle keeps names, unless it holds multilang spans
  // (whose contents are HTML).
  LocalizedText name(pugi::xml_node holder, const std::string& what);

  // The path under which the media table stores an image named as `image.path` with its bytes, adding it
  // when new; nullopt when the file's images would go over their bound.
  std::optional<std::string> stored(MediaFile image);

  // The images named provisionally so far, in the order met.
  [[nodiscard]] const std::vector<ProvisionalImage>& provisional_images() const { return provisional_; }

 private:
  std::string image_path(pugi::xml_node file, const std::string& what);
  RichText rich_text(const std::string& raw, const std::string& format, const std::vector<std::string>& names,
                     const std::vector<std::string>& paths, std::vector<std::string>& changes) const;

  const LineIndex& lines_;
  std::string file_;
  MoodleXmlImport& out_;
  TextMaking making_;
  std::size_t media_bytes_ = 0;  // decoded bytes of the images stored so far
  std::vector<ProvisionalImage> provisional_;
};

}  // namespace quizpack
