// `quizpack xliff extract|merge`: the command line of the XLIFF round trip.
#include <memory>

#include "cli/commands.hpp"
#include "cli/completion.hpp"
#include "cli/exit_codes.hpp"
#include "cli/xliff_commands.hpp"

namespace quizpack::cli {
namespace {

CLI::App* add_extract(CLI::App& xliff, XliffExtractOptions& o) {
  CLI::App* cmd = xliff.add_subcommand("extract", "Write one XLIFF 2.0 file per bank and target language");
  add_bank_paths(*cmd, o.paths);
  cmd->add_option("--lang", o.languages, "Target languages, comma-separated (e.g. de,fr)")
      ->delimiter(',')
      ->allow_extra_args(false)
      ->type_name("LIST");
  cmd->add_flag("--all", o.all,
                "Every text, with its current translation; by default only missing texts and those that need review");
  cmd->add_flag("--pseudo", o.pseudo,
                "Also write the pseudo language (en-XA for en): every text accented, longer and bracketed");
  offer_dirs(cmd->add_option("--out", o.out, "Output folder (default: xliff)")->type_name("DIR"));
  add_limit_options(*cmd, o.limits);
  return cmd;
}

CLI::App* add_merge(CLI::App& xliff, XliffMergeOptions& o) {
  CLI::App* cmd = xliff.add_subcommand("merge", "Put the targets of XLIFF files back into their banks");
  offer_files(cmd->add_option("files", o.files, "XLIFF files written by quizpack xliff extract")
                  ->type_name("FILE.xlf")
                  ->required());
  offer_files(cmd->add_option("--bank", o.bank, "The bank to merge into (default: each file's <file original>)")
                  ->type_name("PATH"));
  add_limit_options(*cmd, o.limits);
  return cmd;
}

}  // namespace

std::function<int()> add_xliff_command(CLI::App& app) {
  CLI::App* cmd = app.add_subcommand("xliff", "Exchange texts with translators as XLIFF 2.0: extract, merge");
  cmd->require_subcommand(1);
  auto extract_options = std::make_shared<XliffExtractOptions>();
  auto merge_options = std::make_shared<XliffMergeOptions>();
  CLI::App* extract = add_extract(*cmd, *extract_options);
  CLI::App* merge = add_merge(*cmd, *merge_options);
  return [extract_options, merge_options, extract, merge] {
    if (extract->parsed()) return run_xliff_extract(*extract_options);
    if (merge->parsed()) return run_xliff_merge(*merge_options);
    return kExitUsage;
  };
}

}  // namespace quizpack::cli
