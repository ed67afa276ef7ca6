// Checks a bank document against the bundled JSON Schema (schemas/bank/quizpack-bank.schema.json) with valijson.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

#include "load/json_positions.hpp"
#include "model/diagnostic.hpp"

namespace quizpack {

// Appends one diagnostic per schema violation (the most specific ones); returns true when the document is valid.
bool check_bank_schema(const nlohmann::json& document, const JsonPositions& positions, const std::string& file,
                       Diagnostics& out);

}  // namespace quizpack
