// Bank text → JSON document and position index; syntax, encoding, nesting and duplicate-key problems.
#pragma once

#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "load/json_positions.hpp"
#include "load/load_bank.hpp"

namespace quizpack {

struct ParsedJson {
  nlohmann::json document;
  JsonPositions positions;
};

// Parses `text`; on failure appends diagnostics for `file` and returns nothing.
std::optional<ParsedJson> parse_bank_json(const std::string& text, const std::string& file, const LoadLimits& limits,
                                          Diagnostics& out);

}  // namespace quizpack
