// Checks what writers rely on in a quiz the loader accepted: every text in every language, every image read.
#pragma once

#include "load/load_bank.hpp"

namespace quizpack::fuzz {

// A result with an error holds no quiz; one without errors holds exactly one quiz, whose every text and
// accepted-answer list exists in each of its languages and whose every image is among its media.
// Diagnostics carry a rule and a message. Any failure is a finding().
void check_load_result(const LoadResult& result);

}  // namespace quizpack::fuzz
