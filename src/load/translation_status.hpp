// How far each language of a bank is translated: texts per state, and where the open ones are.
#pragma once

#include <cstddef>
#include <filesystem>
#include <functional>
#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "load/json_positions.hpp"
#include "load/load_bank.hpp"

namespace quizpack {

// Where a text of one language stands; Missing when the text has no entry for the language.
enum class TextProgress { Source, Translated, NeedsReview, Missing };

struct LanguageCounts {
  std::size_t source = 0;
  std::size_t translated = 0;
  std::size_t needs_review = 0;
  std::size_t missing = 0;

  [[nodiscard]] std::size_t total() const { return source + translated + needs_review + missing; }
  // Texts done (source or translated) in whole percent, rounded down; 100 for a language without texts.
  [[nodiscard]] int done_percent() const;
};

// A text of one language that is missing or needs review, at its entry (a missing one: at its text).
struct OpenText {
  LanguageTag language;
  TextProgress progress = TextProgress::Missing;
  SourceLocation location;
};

struct BankStatus {
  std::string id;
  std::string file;
  std::vector<std::pair<LanguageTag, LanguageCounts>> languages;  // in the bank's order
  std::vector<OpenText> open;                                     // in the file's order
};

// The state of one language's entry of a text ({"text", "state"}); an entry without a known state needs review.
TextProgress progress_of(const nlohmann::json& entry);

// Receives a learner-visible text (an object of language → {"text", "state"}) and its JSON pointer.
using LocalizedTextVisitor = std::function<void(const nlohmann::json& text, const std::string& pointer)>;

// Calls `visit` for every learner-visible text of a bank document, in document order.
void for_each_localized_text(const nlohmann::json& document, const LocalizedTextVisitor& visit);

// The status of one bank document: every learner-visible text (an object of language → {text, state}) counted per
// declared language.
BankStatus bank_status(const nlohmann::json& document, const JsonPositions& positions, const std::string& file);

struct StatusResult {
  std::vector<BankStatus> banks;  // in path order
  LoadResult problems;            // files that could not be read or parsed (no quizzes)
};

// The status of every bank at `paths`, found as load_banks finds them. A bank need not be valid: texts missing
// in a language are what status counts; only a file that is not a bank's JSON is a problem.
StatusResult banks_status(const std::vector<std::filesystem::path>& paths, const LoadLimits& limits = {});

}  // namespace quizpack
