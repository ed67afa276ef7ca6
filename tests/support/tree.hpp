// Test-only: reads a folder tree into memory, and runs the quizpack command.
#pragma once

#include <filesystem>
#include <map>
#include <string>

namespace quizpack::test {

// Every regular file under `root` (relative path → bytes), symbolic links not followed.
std::map<std::string, std::string> read_tree(const std::filesystem::path& root);

// A fresh empty folder under the system's temporary folder.
std::filesystem::path fresh_dir(const std::string& name);

struct CommandResult {
  int exit_code = -1;
  std::string out;  // stdout and stderr together
};

// Runs `quizpack ARGS` (the binary from $QUIZPACK_BIN) through the shell, with `env` prefixed (e.g. "TZ=UTC").
CommandResult run_quizpack(const std::string& args, const std::string& env = "");

}  // namespace quizpack::test
