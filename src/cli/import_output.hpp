// Writes an imported quiz as a bank folder only once the written bank loads without errors.
#pragma once

#include <filesystem>

#include "model/diagnostic.hpp"
#include "model/quiz.hpp"

namespace quizpack::cli {

// Writes the media of `quiz` into a scratch folder beside `out`, loads its quiz.json text from memory as if it
// were there, and, when it has no errors, writes each file into `out`, quiz.json last. The loader's diagnostics are
// appended to `diagnostics`, named as in `out`. Returns false (nothing written) when the bank has errors.
bool write_checked_bank(Quiz quiz, const std::filesystem::path& out, Diagnostics& diagnostics);

// The "$schema" reference of a bank written into `out`: the project's bank schema, relative to `out`.
std::string schema_reference(const std::filesystem::path& out);

}  // namespace quizpack::cli
