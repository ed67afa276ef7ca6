// A quiz as bank JSON text (quiz.json): the bank's key order, 2-space indentation, one line per translation.
#pragma once

#include <cstddef>
#include <map>
#include <set>
#include <string>

#include "model/quiz.hpp"

namespace quizpack {

// The bank text of `quiz`; `schema` is the "$schema" reference written first. Throws std::invalid_argument
// when a text is not well-formed UTF-8.
std::string write_bank_json(const Quiz& quiz, const std::string& schema);

// `bank`, a text write_bank_json wrote, without the questions at the indices `left_out`.
std::string bank_json_without(const std::string& bank, const std::set<std::size_t>& left_out);

// `bank`, a text write_bank_json wrote, without the sections at the indices `dropped` and with the draw of each
// section `draws` names (by index) set to its value.
std::string bank_json_sections(const std::string& bank, const std::set<std::size_t>& dropped,
                               const std::map<std::size_t, std::size_t>& draws);

}  // namespace quizpack
