// Maps JSON pointers of a document to lines and columns, and finds duplicate object keys.
#pragma once

#include <cstddef>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "load/bank_text.hpp"
#include "text/text_position.hpp"

namespace quizpack {

struct DuplicateKey {
  std::string pointer;  // pointer of the repeated member
  TextPosition position;
};

// Positions of the values of a well-formed JSON text. Nothing is indexed up front: a look-up walks the text from
// the nearest anchor (a value whose offset and position the parser recorded) along the pointer's tokens.
class JsonPositions {
 public:
  JsonPositions() = default;
  explicit JsonPositions(std::shared_ptr<const std::string> text);
  explicit JsonPositions(std::shared_ptr<const BankText> text);

  // Records that the value at `pointer` starts at byte `offset`, at `position`.
  void add_anchor(const std::string& pointer, std::size_t offset, TextPosition position);

  // Position of `pointer`, or of its nearest ancestor that has one.
  [[nodiscard]] TextPosition find(const std::string& pointer) const;

  // Position of byte `offset` of the decoded string at `pointer` (escapes counted as what they decode to); the
  // string's own position when `pointer` is not a string.
  [[nodiscard]] TextPosition find_in_string(const std::string& pointer, std::size_t offset) const;

  // Every object key that appears twice in its object (scans the whole text).
  [[nodiscard]] std::vector<DuplicateKey> duplicates() const;

 private:
  struct Anchor {
    std::size_t offset;
    TextPosition position;
  };
  std::shared_ptr<const BankText> text_;
  std::map<std::string, Anchor, std::less<>> anchors_;

  // The offset of the value at `pointer` (or its nearest ancestor that has one) and an anchor before it.
  [[nodiscard]] std::pair<std::size_t, Anchor> locate(const std::string& pointer) const;
};

// Escapes a key for use as a JSON pointer token (~ → ~0, / → ~1).
std::string pointer_token(const std::string& key);

}  // namespace quizpack
