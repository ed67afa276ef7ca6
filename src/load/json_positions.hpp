// Maps each JSON pointer of a document to its line and column, and finds duplicate object keys.
#pragma once

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

struct JsonPositions {
  std::unordered_map<std::string, TextPosition> values;  // pointer → where its value starts
  std::vector<DuplicateKey> duplicates;

  // Position of `pointer`, or of its nearest ancestor that has one.
  [[nodiscard]] TextPosition find(std::string pointer) const;
};

// Scans `text`, which must already be well-formed JSON (nesting bounded by the parser's check).
JsonPositions index_json_positions(const std::string& text);

// Line and column (1-based, column in characters) of byte `offset` in `text`.
TextPosition position_of(const std::string& text, std::size_t offset);

// Escapes a key for use as a JSON pointer token (~ → ~0, / → ~1).
std::string pointer_token(const std::string& key);

}  // namespace quizpack
