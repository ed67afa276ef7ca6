// The quiz's sections: their titles and draws, and the runs of questions each one holds.
#pragma once

#include <vector>

#include <nlohmann/json.hpp>

#include "load/bank_context.hpp"
#include "model/quiz.hpp"

namespace quizpack {

// Reads "sections" and places every question in its section; reports each rule a section or question breaks.
std::vector<Section> read_sections(const nlohmann::json& doc, const std::vector<Question>& questions, BankContext& ctx);

}  // namespace quizpack
