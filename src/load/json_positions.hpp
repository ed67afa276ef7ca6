// Maps JSON pointers of a document to lines and columns, and finds duplicate object keys.
#pragma once

#include <cstddef>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

namespace quizpack {

struct TextPosition {
  int line = 1;
  int column = 1;
};

struct DuplicateKey {
  std::string pointer;  // pointer of the repeated member
  TextPosition position;
};

// Positions of the values of a well-formed JSON text. Pointers up to kShallowDepth tokens deep are indexed at
// once; a deeper look-up indexes the whole text the first time (diagnostics are rare, documents are large).
class JsonPositions {
 public:
  static constexpr std::size_t kShallowDepth = 3;

  JsonPositions() = default;
  explicit JsonPositions(std::shared_ptr<const std::string> text);

  // Position of `pointer`, or of its nearest ancestor that has one.
  [[nodiscard]] TextPosition find(std::string pointer) const;

  // Every object key that appears twice in its object (scans the whole text).
  [[nodiscard]] std::vector<DuplicateKey> duplicates() const;

 private:
  std::shared_ptr<const std::string> text_;
  std::unordered_map<std::string, TextPosition> shallow_;
  mutable std::unordered_map<std::string, TextPosition> full_;
  mutable bool full_done_ = false;
};

// Line and column (1-based, column in characters) of byte `offset` in `text`.
TextPosition position_of(const std::string& text, std::size_t offset);

// Escapes a key for use as a JSON pointer token (~ → ~0, / → ~1).
std::string pointer_token(const std::string& key);

}  // namespace quizpack
