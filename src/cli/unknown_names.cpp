// Unknown commands and options, found before CLI11 parses, named with the closest known one.
#include "cli/unknown_names.hpp"

#include "text/suggest.hpp"

namespace quizpack::cli {
namespace {

std::vector<std::string> long_options(const CLI::App& cmd) {
  std::vector<std::string> names;
  for (const CLI::Option* opt : cmd.get_options())
    for (const auto& name : opt->get_lnames()) names.push_back("--" + name);
  return names;
}

bool knows_short(const CLI::App& cmd, char c) {
  for (const CLI::Option* opt : cmd.get_options())
    for (const auto& name : opt->get_snames())
      if (name.size() == 1 && name[0] == c) return true;
  return false;
}

// "" when `arg` (an option, maybe `--name=value` or `-xVALUE`) is known to `cmd`.
std::string unknown_option_message(const CLI::App& cmd, const std::string& path, const std::string& arg) {
  const bool is_long = arg.rfind("--", 0) == 0;
  const std::string name = is_long ? arg.substr(0, arg.find('=')) : arg.substr(0, 2);
  const std::vector<std::string> names = long_options(cmd);
  if (is_long ? std::find(names.begin(), names.end(), name) != names.end() : knows_short(cmd, arg[1])) return "";
  std::string message = "unknown option '" + name + "' for '" + path + "'";
  if (const auto near = closest_name(name, names)) message += "; did you mean '" + *near + "'?";
  const std::string command = path.substr(path.find(' ') == std::string::npos ? path.size() : path.find(' '));
  return message + "\nRun 'quizpack help" + command + "' for " + (command.empty() ? "the options." : "its options.");
}

bool is_negative_number(const std::string& arg) {
  return arg.size() > 1 && arg[0] == '-' && std::isdigit(static_cast<unsigned char>(arg[1]));
}

}  // namespace

std::string unknown_command_message(CLI::App& app, const std::string& name) {
  std::vector<std::string> names;
  for (const CLI::App* sub : app.get_subcommands({})) names.push_back(sub->get_name());
  std::string message = "unknown command '" + name + "'";
  if (const auto near = closest_name(name, names)) message += "; did you mean '" + *near + "'?";
  return message + "\nRun 'quizpack help' for the list of commands.";
}

std::string unknown_name_message(CLI::App& app, const std::vector<std::string>& args) {
  CLI::App* current = &app;
  std::string path = "quizpack";
  for (const auto& arg : args) {
    if (arg == "--" || (current != &app && current->get_prefix_command())) break;
    if (arg.size() > 1 && arg[0] == '-' && !is_negative_number(arg)) {
      std::string message = unknown_option_message(*current, path, arg);
      if (!message.empty()) return message;
    } else if (current == &app || !current->get_subcommands({}).empty()) {
      CLI::App* sub = nullptr;
      for (CLI::App* candidate : current->get_subcommands({}))
        if (candidate->get_name() == arg) sub = candidate;
      if (!sub && current == &app) return unknown_command_message(app, arg);
      if (!sub) continue;
      current = sub;
      path += " " + arg;
    }
  }
  return "";
}

}  // namespace quizpack::cli
