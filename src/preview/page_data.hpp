// The data of a bank's page: each language as the player reads it, every text's translation state, and the
// diagnostics pinned to their questions.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

#include "load/json_positions.hpp"
#include "preview/bank_view.hpp"

namespace quizpack::preview {

// The page's JSON for `view` (its file, version, status and diagnostics); with the parsed `document` and its
// `positions`, also every text's state per language at its line, and with a loaded quiz, the player's data of each
// language and the questions' texts and diagnostics in the quiz's order.
std::string bank_page_data(const BankView& view, const nlohmann::json* document = nullptr,
                           const JsonPositions* positions = nullptr);

// A short name for the text at `pointer` below `base` (e.g. "choices › b › text"): array items by their "id".
std::string text_label(const nlohmann::json& document, const std::string& base, const std::string& pointer);

}  // namespace quizpack::preview
