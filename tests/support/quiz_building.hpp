// Test-only: short builders for model values (texts, choices, questions, an empty quiz).
#pragma once

#include <initializer_list>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "model/quiz.hpp"

namespace quizpack::test {

// One text per language, parsed as CommonMark, each a source text.
LocalizedText texts(std::initializer_list<std::pair<std::string, std::string>> by_language);

Choice choice(std::string id, LocalizedText text, bool correct, std::optional<LocalizedText> feedback = std::nullopt);

Question question(std::string id, LocalizedText stem, LocalizedText explanation, QuestionBody body);

// Id, version 1.0.0, the languages with the first as the source language, and nothing else.
Quiz empty_quiz(std::string id, std::vector<LanguageTag> languages);

}  // namespace quizpack::test
