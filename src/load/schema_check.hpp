// Checks a bank document against the bundled JSON Schema (schemas/bank/quizpack-bank.schema.json) with valijson:
// the bank without its questions, and each question against the question definition.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "load/json_positions.hpp"
#include "model/diagnostic.hpp"

namespace quizpack {

// Schema violations found in one part of a bank, as (pointer, message), the most specific ones only.
struct SchemaFindings {
  bool valid = true;
  std::vector<std::pair<std::string, std::string>> problems;
};

// Checks the bank's own members; its "questions" array is checked as an array only.
SchemaFindings check_bank_members(const nlohmann::json& document);

// Checks question `index` (its fields, and the fields its kind allows).
SchemaFindings check_question_schema(const nlohmann::json& question, std::size_t index);

// Appends one diagnostic per finding, in order; returns true when every part is valid.
bool report_schema_findings(const std::vector<const SchemaFindings*>& parts, const JsonPositions& positions,
                            const std::string& file, Diagnostics& out);

}  // namespace quizpack
