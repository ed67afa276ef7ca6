// Stable QTI identifiers (NCNames that never start with a digit) and package paths derived from bank ids.
#pragma once

#include <string>

#include "model/quiz.hpp"

namespace quizpack::qti {

std::string item_identifier(const Question& question);
std::string choice_identifier(const std::string& choice_id);
// The response variable of a cloze gap.
std::string gap_identifier(const std::string& gap_id);
std::string match_prompt_identifier(const std::string& pair_id);
std::string match_answer_identifier(const std::string& answer_id);
std::string test_identifier(const Quiz& quiz);
std::string section_identifier(const std::string& section_id);
std::string manifest_identifier(const Quiz& quiz, const LanguageTag& lang);
std::string resource_identifier(const std::string& qti_identifier);

// Package entry paths.
std::string item_path(const Question& question);
std::string test_path();

// The identifiers of the true/false choices.
inline constexpr const char* kTrueChoice = "C_true";
inline constexpr const char* kFalseChoice = "C_false";

// The identifier FEEDBACK holds when the explanation is to be shown.
inline constexpr const char* kExplanationFeedback = "EXPLANATION";

}  // namespace quizpack::qti
