// Schema-valid bank JSON → Quiz, checking the semantic rules the schema cannot express.
#pragma once

#include <optional>

#include "load/bank_context.hpp"
#include "model/quiz.hpp"

namespace quizpack {

// Builds the quiz; problems go to ctx.out. Returns nothing when an error was found.
std::optional<Quiz> build_quiz(const nlohmann::json& document, BankContext& ctx);

}  // namespace quizpack
