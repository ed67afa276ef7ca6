// Unknown commands and options, found before CLI11 parses, named with the closest known one.
#pragma once

#include <CLI/CLI.hpp>

#include <string>
#include <vector>

namespace quizpack::cli {

// The message for the first unknown command or option in `args` (argv without the program), or "".
std::string unknown_name_message(CLI::App& app, const std::vector<std::string>& args);

// The message for an unknown command name, with a suggestion when one is close.
std::string unknown_command_message(CLI::App& app, const std::string& name);

}  // namespace quizpack::cli
