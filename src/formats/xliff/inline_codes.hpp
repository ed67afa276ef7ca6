// A text's Markdown source cut into translatable runs and XLIFF inline codes, so the source is exactly their join.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "model/rich_text.hpp"

namespace quizpack {

// One piece of a source: text to translate, or a code whose native markup (`data`) is kept as written.
struct InlinePiece {
  enum class Kind { Text, Open, Close, Standalone } kind = Kind::Text;
  std::string data;      // the text, or the code's Markdown (e.g. "**", "](https://example.org)", "`x`")
  std::string type;      // XLIFF code type: fmt, link, image, or empty (a code span)
  std::string sub_type;  // xlf:b, xlf:i, xlf:lb, or empty
  std::string disp;      // what a translator is shown for a standalone code (code text, alt text)
  std::size_t pair = 0;  // for Open and Close: the index of the other end
  bool fixed = false;    // a code the translation keeps exactly once (a cloze gap): neither deleted nor copied
};

using InlinePieces = std::vector<InlinePiece>;

// The pieces of `text`: emphasis, strong and links as paired codes (the URL untranslatable), images, code spans,
// cloze gap markers and line or paragraph breaks as standalone codes. Nothing when the source uses syntax these cannot
// carry exactly (escapes, entities, reference links, blocks other than paragraphs): the caller then offers it as plain
// text.
std::optional<InlinePieces> inline_pieces(const RichText& text);

// A text inside a code's markup that is translated as its own unit (an XLIFF sub-flow): an image's alt text or
// title, a link's title. Only one written plainly (backslash escapes allowed) is offered.
struct CodeAttribute {
  std::string name;        // alt or title
  std::string role;        // what it is for a translator: image alt text, image title, link title
  std::string text;        // the text, escapes undone
  std::size_t offset = 0;  // where its markup starts in the code's data
  std::size_t length = 0;  // the length of its markup there
};

// The translatable attributes of a code: those of an image (standalone) or of a link's end.
std::vector<CodeAttribute> code_attributes(const InlinePiece& piece);

// The code's markup with each attribute's text replaced by `texts` (one per attribute, escaped where needed).
std::string with_attribute_texts(const InlinePiece& piece, const std::vector<CodeAttribute>& attributes,
                                 const std::vector<std::string>& texts);

// The code's markup without its attributes' texts: what a translation keeps of the code.
std::string code_skeleton(const InlinePiece& piece);

// The Markdown the pieces stand for: texts and codes joined (a translated text is escaped where Markdown would read
// its characters as markup).
std::string join_pieces(const InlinePieces& pieces, bool escape_text);

}  // namespace quizpack
