// A cloze question's gaps from the bank, and the check that every language's stem holds each gap's marker once.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

#include "load/bank_context.hpp"
#include "model/question.hpp"

namespace quizpack {

// The gaps of the cloze question `q` at `pointer`.
Cloze read_cloze(const nlohmann::json& q, const std::string& pointer, BankContext& ctx);

// Turns the markers of the question's stem into GapMarker nodes, reports markers missing, repeated or naming no
// gap in any language, and sets the question's points to the sum of its gaps' (a stated sum that differs is an
// error).
void place_gaps(Question& question, const nlohmann::json& q, const std::string& pointer, BankContext& ctx);

}  // namespace quizpack
