// Shell completion scripts written from the CLI11 app itself: what each option and argument takes.
#pragma once

#include <CLI/CLI.hpp>

#include <functional>
#include <string>
#include <vector>

namespace quizpack::cli {

// What a value is completed with.
struct ValueHint {
  enum class Kind { None, Words, Files, Dirs } kind = Kind::None;
  std::vector<std::string> words;
  char delimiter = '\0';  // a list of words, e.g. "gift,qti21"
};

struct CompletedOption {
  std::vector<std::string> names;  // "-j", "--jobs"
  std::string description;
  bool takes_value = false;
  ValueHint value;
};

struct CompletedCommand {
  std::string name;
  std::string description;
  std::vector<CompletedOption> options;
  bool has_arguments = false;
  ValueHint arguments;
};

// The visible options and commands of the app; `options` are the top level's.
struct CompletionModel {
  std::vector<CompletedOption> options;
  std::vector<CompletedCommand> commands;
};

// Registers the words an option's values are completed with (a choice option, --format's names).
void offer_words(CLI::Option* option, std::vector<std::string> words);

// Registers an option whose value is a file or folder name.
void offer_files(CLI::Option* option);

// Registers an option whose value is a folder.
void offer_dirs(CLI::Option* option);

// The app's visible options and commands, with what their values are completed with.
CompletionModel completion_model(const CLI::App& app);

std::string bash_completion(const CompletionModel& model);
std::string zsh_completion(const CompletionModel& model);
std::string fish_completion(const CompletionModel& model);

// Adds the hidden `quizpack completion bash|zsh|fish` command that prints a completion script.
std::function<int()> add_completion_command(CLI::App& app);

}  // namespace quizpack::cli
