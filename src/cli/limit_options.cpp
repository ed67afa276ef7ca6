// Command-line options shared by the bank commands: the bank paths and the loader's protective limits.
#include "cli/commands.hpp"
#include "cli/completion.hpp"

namespace quizpack::cli {

void add_bank_paths(CLI::App& cmd, std::vector<std::string>& paths) {
  offer_files(cmd.add_option("paths", paths, "Bank files, or folders searched for quiz.json (default: content)")
                  ->type_name("PATH"));
}

void add_limit_options(CLI::App& cmd, LoadLimits& limits) {
  cmd.add_option("--max-file-size", limits.max_file_bytes, "Largest bank file in bytes")
      ->capture_default_str()
      ->group("Limits");
  cmd.add_option("--max-questions", limits.max_questions, "Most questions in one bank")
      ->capture_default_str()
      ->group("Limits");
  cmd.add_option("--max-text-length", limits.max_text_bytes, "Longest text in bytes, per language")
      ->capture_default_str()
      ->group("Limits");
}

void add_severity_option(CLI::App& cmd, LoadLimits& limits) {
  std::string rules;
  for (const auto& r : choosable_rules()) rules += (rules.empty() ? "" : ", ") + std::string(r.name);
  cmd.add_option_function<std::vector<std::string>>(
         "--severity",
         [&limits](const std::vector<std::string>& items) {
           for (const auto& item : items)
             if (const std::string wrong = read_rule_levels(item, limits.rule_levels); !wrong.empty())
               throw CLI::ValidationError("--severity", wrong);
         },
         "RULE=LEVEL[,RULE=LEVEL...]: report RULE as an error, a warning, or not at all (off). Rules: " + rules)
      ->type_name("RULE=LEVEL")
      ->allow_extra_args(false)
      ->group("Rules");
}

void add_shard_option(CLI::App& cmd, LoadLimits& limits) {
  cmd.add_option_function<std::string>(
         "--shard",
         [&limits](const std::string& text) {
           const std::optional<Shard> shard = read_shard(text);
           if (!shard) throw CLI::ValidationError("--shard", "'" + text + "' is not K/N with 1 <= K <= N");
           limits.shard = *shard;
         },
         "Only share K of N of the banks, chosen by bank id and the same on every machine: N jobs with K = 1..N "
         "together take each bank once")
      ->type_name("K/N");
}

}  // namespace quizpack::cli
