// Schema-valid bank JSON → Quiz, checking the semantic rules the schema cannot express.
#pragma once

#include <optional>
#include <vector>

#include "load/bank_context.hpp"
#include "model/quiz.hpp"

namespace quizpack {

// A question built apart from its bank (possibly on another thread), with what building it found.
struct BuiltQuestion {
  Question question;
  Diagnostics diagnostics;                                  // in the order found
  std::vector<std::pair<std::string, std::string>> images;  // as BankContext::images
};

// The languages of a bank as build_question needs them; nothing when the bank's members do not give them.
struct BankLanguages {
  std::vector<LanguageTag> languages;
  LanguageTag source_language;  // empty when it is not among the languages
};
std::optional<BankLanguages> bank_languages(const nlohmann::json& document);

// Builds question `index`; ctx.languages and ctx.source_language must be set as bank_languages gives them.
Question build_question(const nlohmann::json& q, std::size_t index, BankContext& ctx);

// Builds the quiz from the bank's members and its questions, built in order; problems go to ctx.out. Returns
// nothing when an error was found.
std::optional<Quiz> build_quiz(const nlohmann::json& document, std::vector<BuiltQuestion>&& questions,
                               BankContext& ctx);

}  // namespace quizpack
