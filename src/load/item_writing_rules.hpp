// Warnings on item-writing flaws a test-wise learner could exploit: the longest option is the right one,
// or the right options' positions follow a pattern.
#pragma once

#include "load/bank_context.hpp"
#include "model/quiz.hpp"

namespace quizpack {

void check_item_writing(const Quiz& quiz, BankContext& ctx);

}  // namespace quizpack
