// The subcommands, each registered on the CLI11 app and run after parsing.
#pragma once

#include <CLI/CLI.hpp>

#include <functional>

#include "load/load_bank.hpp"
#include "report/diagnostic_format.hpp"

namespace quizpack::cli {

// Adds the positional bank paths (files, or folders searched for quiz.json; content by default) to `cmd`.
void add_bank_paths(CLI::App& cmd, std::vector<std::string>& paths);

// Adds --max-file-size, --max-questions and --max-text-length to `cmd`.
void add_limit_options(CLI::App& cmd, LoadLimits& limits);

// What every command that reads banks takes: the bank paths and the loader's limits.
struct BankOptions {
  std::vector<std::string> paths;
  LoadLimits limits;
};

// Adds the subcommand `name` that reads banks: the bank paths, what `own_options` adds, then the limits.
template <class OwnOptions>
CLI::App* add_bank_command(CLI::App& app, const std::string& name, const std::string& description, BankOptions& o,
                           OwnOptions own_options) {
  CLI::App* cmd = app.add_subcommand(name, description);
  add_bank_paths(*cmd, o.paths);
  own_options(*cmd);
  add_limit_options(*cmd, o.limits);
  return cmd;
}

// Adds --severity RULE=LEVEL, the level of each rule a team may choose (load/rule_levels.hpp).
void add_severity_option(CLI::App& cmd, LoadLimits& limits);

// Declares --shard K/N: only the banks of share K of N, chosen by bank id, are loaded.
void add_shard_option(CLI::App& cmd, LoadLimits& limits);

// Adds an option that takes one of `words` (case-insensitive, stored lowercase); any other value, numbers
// included, is refused with the list of words.
void add_choice_option(CLI::App& cmd, const std::string& name, std::string& value, std::vector<std::string> words,
                       const std::string& description);

// Adds --format: how problems are printed, one of the words diagnostic_style reads.
void add_style_option(CLI::App& cmd, std::string& style, const std::string& description);

// "text", "json" or "github" as a style.
DiagnosticStyle diagnostic_style(const std::string& word);

// The PATH arguments of `command`, or `content` when none were given; a missing default is a usage error
// that says how to give paths.
std::vector<std::filesystem::path> bank_paths(const std::vector<std::string>& given, const std::string& command);

// Each returns the function that runs the subcommand and gives its exit code.
std::function<int()> add_validate_command(CLI::App& app);
std::function<int()> add_export_command(CLI::App& app);
std::function<int()> add_init_command(CLI::App& app);
std::function<int()> add_import_command(CLI::App& app);
std::function<int()> add_status_command(CLI::App& app);
std::function<int()> add_xliff_command(CLI::App& app);
std::function<int()> add_preview_command(CLI::App& app);
std::function<int()> add_review_command(CLI::App& app);

}  // namespace quizpack::cli
