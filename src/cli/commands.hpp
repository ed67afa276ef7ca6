// The subcommands, each registered on the CLI11 app and run after parsing.
#pragma once

#include <CLI/CLI.hpp>

#include <functional>

#include "load/load_bank.hpp"

namespace quizpack::cli {

// Adds --max-file-size, --max-questions and --max-text-length to `cmd`.
void add_limit_options(CLI::App& cmd, LoadLimits& limits);

// Each returns the function that runs the subcommand and gives its exit code.
std::function<int()> add_validate_command(CLI::App& app);
std::function<int()> add_export_command(CLI::App& app);

}  // namespace quizpack::cli
