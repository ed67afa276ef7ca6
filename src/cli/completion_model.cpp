// Walks the CLI11 app into the options, commands and value hints the completion scripts are written from.
#include <map>

#include "cli/completion.hpp"

namespace quizpack::cli {
namespace {

std::map<const CLI::Option*, ValueHint>& hints() {
  static std::map<const CLI::Option*, ValueHint> registered;
  return registered;
}

// The registered hint; values of other options (numbers, languages) are not completed.
ValueHint value_hint(const CLI::Option& option) {
  ValueHint hint;
  if (auto it = hints().find(&option); it != hints().end()) hint = it->second;
  if (hint.kind == ValueHint::Kind::Words && option.get_expected_max() > 1) hint.delimiter = option.get_delimiter();
  return hint;
}

std::vector<CompletedOption> visible_options(const CLI::App& app) {
  std::vector<CompletedOption> out;
  for (const CLI::Option* option : app.get_options()) {
    if (option->get_group().empty() || !option->nonpositional()) continue;
    CompletedOption completed;
    for (const auto& name : option->get_snames()) completed.names.push_back("-" + name);
    for (const auto& name : option->get_lnames()) completed.names.push_back("--" + name);
    completed.description = option->get_description();
    completed.takes_value = option->get_expected_max() > 0;
    if (completed.takes_value) completed.value = value_hint(*option);
    out.push_back(std::move(completed));
  }
  return out;
}

}  // namespace

void offer_words(CLI::Option* option, std::vector<std::string> words) {
  hints()[option] = ValueHint{ValueHint::Kind::Words, std::move(words), '\0'};
}

void offer_files(CLI::Option* option) { hints()[option] = ValueHint{ValueHint::Kind::Files, {}, '\0'}; }

void offer_dirs(CLI::Option* option) { hints()[option] = ValueHint{ValueHint::Kind::Dirs, {}, '\0'}; }

CompletionModel completion_model(const CLI::App& app) {
  CompletionModel model;
  model.options = visible_options(app);
  std::vector<std::string> names;
  for (const CLI::App* sub : app.get_subcommands([](const CLI::App* s) { return !s->get_group().empty(); }))
    names.push_back(sub->get_name());
  for (const CLI::App* sub : app.get_subcommands([](const CLI::App* s) { return !s->get_group().empty(); })) {
    CompletedCommand command{sub->get_name(), sub->get_description(), visible_options(*sub), false, {}};
    if (sub->get_prefix_command()) {
      command.has_arguments = true;
      command.arguments = ValueHint{ValueHint::Kind::Words, names, '\0'};
    }
    for (const CLI::Option* option : sub->get_options())
      if (option->get_positional() && !option->get_group().empty()) {
        command.has_arguments = true;
        command.arguments = value_hint(*option);
      }
    model.commands.push_back(std::move(command));
  }
  return model;
}

}  // namespace quizpack::cli
