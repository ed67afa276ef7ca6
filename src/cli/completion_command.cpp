// `quizpack completion bash|zsh|fish`: the hidden command that prints a shell completion script.
#include <iostream>
#include <memory>

#include "cli/commands.hpp"
#include "cli/completion.hpp"
#include "cli/exit_codes.hpp"

namespace quizpack::cli {

std::function<int()> add_completion_command(CLI::App& app) {
  CLI::App* cmd = app.add_subcommand("completion", "Print a shell completion script: bash, zsh or fish");
  cmd->group("");
  auto shell = std::make_shared<std::string>();
  add_choice_option(*cmd, "shell", *shell, {"bash", "zsh", "fish"}, "The shell");
  cmd->get_option("shell")->required();
  return [&app, shell] {
    const CompletionModel model = completion_model(app);
    if (*shell == "bash")
      std::cout << bash_completion(model);
    else if (*shell == "zsh")
      std::cout << zsh_completion(model);
    else
      std::cout << fish_completion(model);
    return kExitOk;
  };
}

}  // namespace quizpack::cli
