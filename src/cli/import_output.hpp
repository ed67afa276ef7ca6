// Writes an imported quiz as a bank folder only once the written bank loads without errors.
#pragma once

#include <cstddef>
#include <filesystem>
#include <vector>

#include "model/diagnostic.hpp"
#include "model/quiz.hpp"

namespace quizpack::cli {

struct CheckedBank {
  bool written = false;
  std::vector<std::size_t> left_out;  // the indices of the questions the bank refused, in order
};

// Writes the media of `quiz` into a scratch folder beside `out`, loads its quiz.json text from memory as if it
// were there, and writes each file into `out`, quiz.json last. A question the loader finds errors in is left
// out, each error an import-left-out warning at the question's place in its source file, and the rest is
// loaded again. The loader's other diagnostics are appended to `diagnostics`, named as in `out`. Nothing is
// written when an error is in no question or every question has one.
CheckedBank write_checked_bank(Quiz quiz, const std::filesystem::path& out, Diagnostics& diagnostics);

// The "$schema" reference of a bank written into `out`: the project's bank schema, relative to `out`.
std::string schema_reference(const std::filesystem::path& out);

}  // namespace quizpack::cli
