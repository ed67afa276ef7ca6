// Options that take one of a few words, and the PATH arguments' default.
#include <algorithm>
#include <cctype>

#include "cli/commands.hpp"
#include "cli/completion.hpp"
#include "cli/usage_error.hpp"

namespace quizpack::cli {
namespace {

std::string lowercase(std::string s) {
  std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return s;
}

std::string joined(const std::vector<std::string>& words, const std::string& separator) {
  std::string out;
  for (const auto& w : words) out += (out.empty() ? "" : separator) + w;
  return out;
}

}  // namespace

void add_choice_option(CLI::App& cmd, const std::string& name, std::string& value, std::vector<std::string> words,
                       const std::string& description) {
  const std::string type = joined(words, "|");
  std::vector<std::string> offered = words;
  auto check = [words = std::move(words)](std::string& given) -> std::string {
    const std::string lower = lowercase(given);
    if (std::find(words.begin(), words.end(), lower) == words.end())
      return "'" + given + "' is not one of: " + joined(words, ", ");
    given = lower;
    return "";
  };
  offer_words(cmd.add_option(name, value, description)->type_name(type)->transform(CLI::Validator(check, "", "choice")),
              std::move(offered));
}

void add_style_option(CLI::App& cmd, std::string& style, const std::string& description) {
  add_choice_option(cmd, "--format", style, {"text", "json", "github"}, description);
}

DiagnosticStyle diagnostic_style(const std::string& word) {
  if (word == "json") return DiagnosticStyle::Json;
  if (word == "github") return DiagnosticStyle::Github;
  return DiagnosticStyle::Text;
}

std::vector<std::filesystem::path> bank_paths(const std::vector<std::string>& given, const std::string& command) {
  if (!given.empty()) return {given.begin(), given.end()};
  std::error_code ec;
  if (!std::filesystem::exists("content", ec))
    throw UsageError(
        "content: no such folder (the default when no PATH is given); pass bank files or folders: "
        "quizpack " +
        command + " PATH...");
  return {"content"};
}

}  // namespace quizpack::cli
