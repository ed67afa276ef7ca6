// A quiz as bank JSON text (quiz.json): the bank's key order, 2-space indentation, one line per translation.
#pragma once

#include <cstddef>
#include <set>
#include <string>

#include "model/quiz.hpp"

namespace quizpack {

// The bank text of `quiz`; `schema` is the "$schema" reference written first. Throws std::invalid_argument
// when a text is not well-formed UTF-8.
std::string write_bank_json(const Quiz& quiz, const std::string& schema);

// `bank`, a text write_bank_json wrote, without the questions at the indices `left_out`.
std::string bank_json_without(const std::string& bank, const std::set<std::size_t>& left_out);

}  // namespace quizpack
