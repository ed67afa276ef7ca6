// Reads a whole input file into memory in one read, for the commands that take files.
#pragma once

#include <filesystem>
#include <string>

namespace quizpack::cli {

// The bytes of `path`; a UsageError "SHOWN: cannot read the file" when it cannot be opened or read.
std::string whole_file(const std::filesystem::path& path, const std::string& shown);

}  // namespace quizpack::cli
