// Finds the bank files under the given paths and reads one into memory within the size limit.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "load/load_bank.hpp"

namespace quizpack {

// The bank files at `paths`: a file is taken as a bank whatever its name, a folder is searched recursively for
// quiz.json (sorted); a bank reached twice is listed once. Paths that cannot be read go to `result` as I/O errors.
std::vector<std::filesystem::path> find_bank_files(const std::vector<std::filesystem::path>& paths, LoadResult& result);

// True, with a file-too-large error for `name` in `out`, when a bank of `size` bytes is over the limit.
bool over_size_limit(std::uintmax_t size, const std::string& name, const LoadLimits& limits, Diagnostics& out);

// The bytes of bank `path` (named `name` in diagnostics); nothing when it cannot be read or is over the limit,
// with the problem recorded in `result`. Counts the bank in result.banks_found when it is a regular file.
std::optional<std::string> read_bank_file(const std::filesystem::path& path, const std::string& name,
                                          const LoadLimits& limits, LoadResult& result);

}  // namespace quizpack
