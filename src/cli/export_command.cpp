// `quizpack export [PATH...]`: loads banks, then writes every format × language into the output folder.
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <memory>
#include <thread>
#include <tuple>

#include "cli/commands.hpp"
#include "cli/completion.hpp"
#include "cli/exit_codes.hpp"
#include "cli/export_incremental.hpp"
#include "cli/export_warnings.hpp"
#include "cli/interrupts.hpp"
#include "cli/keep_until_exit.hpp"
#include "cli/progress.hpp"
#include "cli/usage_error.hpp"
#include "export/export_run.hpp"
#include "export/format_table.hpp"
#include "formats/xliff/pseudo.hpp"
#include "formats/xliff/pseudo_quiz.hpp"
#include "package/atomic_file.hpp"
#include "report/diagnostic_format.hpp"
#include "text/suggest.hpp"

namespace quizpack::cli {
namespace {

std::optional<std::int64_t> source_date_epoch() {
  const char* s = std::getenv("SOURCE_DATE_EPOCH");
  if (!s || !*s) return std::nullopt;
  char* end = nullptr;
  const long long v = std::strtoll(s, &end, 10);
  if (*end != '\0' || v < 315532800)
    throw std::runtime_error("SOURCE_DATE_EPOCH must be seconds since 1970, from 1980 on");
  return v;
}

// The --format names as given ("GIFT, qti21"): trimmed, lowercase, each a known format.
std::vector<std::string> format_names(const std::vector<std::string>& given) {
  std::vector<std::string> known;
  for (const auto& f : formats()) known.push_back(f.name);
  std::vector<std::string> names;
  for (std::string name : given) {
    name.erase(0, name.find_first_not_of(" \t"));
    name.erase(name.find_last_not_of(" \t") + 1);
    std::transform(name.begin(), name.end(), name.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    if (name.empty()) continue;
    if (std::find(known.begin(), known.end(), name) == known.end()) {
      const auto near = closest_name(name, known);
      std::string list;
      for (const auto& k : known) list += (list.empty() ? "" : ", ") + k;
      throw UsageError("--format: unknown format '" + name + "'" + (near ? "; did you mean '" + *near + "'?" : "") +
                       "; formats: " + list);
    }
    names.push_back(name);
  }
  return names;
}

// Refuses a --summary-json path whose folder does not exist, before anything is written.
void check_summary_folder(const std::string& summary) {
  if (summary.empty()) return;
  const std::filesystem::path folder = std::filesystem::path(summary).parent_path();
  std::error_code ec;
  if (!folder.empty() && !std::filesystem::is_directory(folder, ec))
    throw UsageError("--summary-json: " + folder.string() + ": no such folder; nothing was exported");
}

// Prints the warnings (unless quiet) and errors of the loading and the export, and the warning count.
void print_diagnostics(const Diagnostics& errors, const Diagnostics& warnings, DiagnosticStyle style, bool quiet) {
  Diagnostics shown = errors;
  if (!quiet) shown.insert(shown.end(), warnings.begin(), warnings.end());
  (style == DiagnosticStyle::Github ? std::cout : std::cerr) << format_diagnostics(shown, style);
  if (!quiet && !warnings.empty())
    std::cerr << warnings.size() << (warnings.size() == 1 ? " warning\n" : " warnings\n");
}

// The export command's options as parsed.
struct ExportCommandOptions {
  std::vector<std::string> paths;
  std::vector<std::string> formats;
  std::vector<std::string> languages;
  std::string out = "dist";
  unsigned jobs = std::max(1u, std::thread::hardware_concurrency());
  bool quiet = false;
  bool pseudo = false;
  bool force = false;
  std::string summary;
  std::string message_format = "text";
  LoadLimits limits;
};

// Declares the export command's options on `cmd`, parsed into `o`.
void add_export_options(CLI::App& cmd, ExportCommandOptions& o) {
  std::string names;
  for (const auto& f : formats()) names += (names.empty() ? "" : ", ") + f.name;
  offer_files(cmd.add_option("paths", o.paths, "Bank files, or folders searched for quiz.json (default: content)")
                  ->type_name("PATH"));
  std::vector<std::string> format_words;
  for (const auto& f : formats()) format_words.push_back(f.name);
  offer_words(cmd.add_option("--format", o.formats, "Formats, comma-separated (default: all): " + names)
                  ->delimiter(',')
                  ->allow_extra_args(false)
                  ->type_name("LIST"),
              std::move(format_words));
  cmd.add_option("--lang", o.languages, "Languages, comma-separated (default: each bank's languages)")
      ->delimiter(',')
      ->allow_extra_args(false);
  offer_dirs(cmd.add_option("--out", o.out, "Output folder")->capture_default_str());
  cmd.add_option("-j,--jobs", o.jobs, "Parallel jobs (default: number of cores)")->check(CLI::Range(1u, 256u));
  cmd.add_flag("-q,--quiet", o.quiet, "Print nothing but errors");
  cmd.add_flag("--pseudo", o.pseudo,
               "Also export the pseudo language (en-XA for an English source): accented, longer, bracketed texts");
  cmd.add_flag("--force", o.force,
               "Rewrite every bank's files, even those whose inputs (bank, media, options, quizpack) are unchanged "
               "since the last export into the output folder");
  add_choice_option(cmd, "--message-format", o.message_format, {"text", "github"},
                    "Warnings and errors as text (on stderr) or GitHub Actions annotations (on stdout)");
  offer_files(cmd.add_option("--summary-json", o.summary, "Also write a JSON summary of the export to this file"));
  add_limit_options(cmd, o.limits);
  add_severity_option(cmd, o.limits);
  add_shard_option(cmd, o.limits);
}

// The library's export options for the command's; progress only on a terminal, lock waits unless quiet.
ExportOptions export_options(const ExportCommandOptions& o, bool chatty, const std::atomic<int>& interrupt) {
  ExportOptions options;
  options.out_dir = o.out;
  options.formats = format_names(o.formats);
  options.languages = o.languages;
  options.jobs = o.jobs;
  options.source_date_epoch = source_date_epoch();
  if (chatty) options.on_progress = show_progress;
  options.stop_signal = &interrupt;
  if (!o.quiet)
    options.on_lock_wait = [out = o.out](long pid) {
      std::cerr << "waiting for another quizpack run on " << out;
      if (pid > 0) std::cerr << " (pid " << pid << ")";
      std::cerr << "…" << std::endl;
    };
  return options;
}

// Everything besides a bank's own files that its outputs are made from, as text.
std::string export_settings(const ExportCommandOptions& o, const ExportOptions& options) {
  std::string text = std::string("quizpack ") + QUIZPACK_VERSION + "\nbuild " + build_stamp() + "\nformats";
  for (const auto& f : options.formats) text += " " + f;
  text += "\nlanguages";
  for (const auto& l : options.languages) text += " " + l;
  text += "\npseudo " + std::to_string(static_cast<int>(o.pseudo)) + "\nepoch " +
          std::to_string(options.source_date_epoch.value_or(0)) + "\nlimits " +
          std::to_string(o.limits.max_file_bytes) + " " + std::to_string(o.limits.max_questions) + " " +
          std::to_string(o.limits.max_text_bytes) + "\nseverity";
  for (const auto& [rule, level] : o.limits.rule_levels)
    text += " " + rule + "=" + std::to_string(static_cast<int>(level));
  return text + "\n";
}

// Says which banks were left out because nothing they are made from changed.
void print_skipped(const ExportReport& report) {
  if (report.skipped.empty()) return;
  const std::size_t n = report.skipped.size();
  std::cerr << n << (n == 1 ? " bank" : " banks")
            << " unchanged since the last export, not rewritten (--force rewrites " << (n == 1 ? "it" : "them") << "):";
  for (const auto& b : report.skipped) std::cerr << " " << b.quiz;
  std::cerr << "\n";
}

// The run's warnings and those its unchanged banks gave last time, in file, line and column order.
Diagnostics with_replayed(Diagnostics warnings, const Diagnostics& replayed) {
  warnings.insert(warnings.end(), replayed.begin(), replayed.end());
  std::stable_sort(warnings.begin(), warnings.end(), [](const Diagnostic& a, const Diagnostic& b) {
    return std::tie(a.location.file, a.location.line, a.location.column) <
           std::tie(b.location.file, b.location.line, b.location.column);
  });
  return warnings;
}

// Keeps each exported bank's warnings beside its outputs, so that an unchanged bank shows them again next time.
void record_warnings(const std::string& out, WarningRecord record, const std::vector<Quiz>& quizzes,
                     const std::map<std::string, BankSource>& sources, const Diagnostics& warnings) {
  if (quizzes.empty() || !std::filesystem::is_directory(out)) return;
  for (const auto& quiz : quizzes) {
    const auto source = sources.find(quiz.id);
    if (source == sources.end()) continue;
    BankWarnings& bank = record[quiz.id] = {source->second.source, {}};
    for (const auto& w : warnings)
      if (w.location.file == quiz.location.file) bank.warnings.push_back(w);
  }
  write_warning_record(out, record);
}

// Loads the banks and exports them; the exit code.
int run_export(const ExportCommandOptions& o) {
  const bool chatty = !o.quiet && ::isatty(STDERR_FILENO);
  const std::atomic<int>& interrupt = watch_interrupts();
  const DiagnosticStyle style = diagnostic_style(o.message_format);
  ExportOptions options = export_options(o, chatty, interrupt);
  check_summary_folder(o.summary);
  LoadLimits limits = o.limits;
  limits.keep_sources = o.pseudo;  // pseudo-localisation cuts each text's Markdown source into codes
  const std::vector<std::filesystem::path> paths = bank_paths(o.paths, "export");
  const IncrementalPlan plan = plan_incremental(paths, limits, o.out, export_settings(o, options), o.force);
  LoadResult& loaded = keep_until_exit(plan.load_all          ? load_banks(paths, limits)
                                       : plan.to_load.empty() ? LoadResult{}
                                                              : load_banks(plan.to_load, limits));
  if (loaded.has_errors()) {
    Diagnostics errors;
    for (const auto& d : loaded.diagnostics)
      if (d.severity == Severity::Error) errors.push_back(d);
    print_diagnostics(errors, merged_warnings(loaded.diagnostics, {}), style, o.quiet);
  }
  if (loaded.io_errors > 0) return kExitUsage;
  if (loaded.has_errors()) return kExitContentErrors;

  if (o.pseudo)
    for (Quiz& quiz : loaded.quizzes) {
      add_pseudo_language(quiz);
      const LanguageTag pseudo = pseudo_language(quiz.source_language);
      auto& langs = options.languages;
      if (!langs.empty() && std::find(langs.begin(), langs.end(), pseudo) == langs.end()) langs.push_back(pseudo);
    }
  options.sources = sources_by_id(plan, loaded.quizzes);
  options.unchanged = plan.unchanged;
  const ExportReport report = export_quizzes(loaded.quizzes, options);
  if (chatty) clear_progress();
  if (report.interrupted != 0) {
    std::cerr << "quizpack: interrupted; nothing was changed in " << o.out << "\n";
    return 128 + report.interrupted;
  }
  const Diagnostics exported_warnings = merged_warnings(loaded.diagnostics, report);
  if (report.ok()) record_warnings(o.out, plan.warnings, loaded.quizzes, options.sources, exported_warnings);
  const Diagnostics warnings = o.quiet ? Diagnostics{} : with_replayed(exported_warnings, plan.replayed);
  print_diagnostics(export_errors(report), warnings, style, o.quiet);
  if (!o.quiet) print_skipped(report);
  if (chatty && report.ok()) std::cerr << summary_table(report);
  if (!o.summary.empty()) write_file_atomically(o.summary, summary_json(report));
  if (report.usage_error || report.output_unusable) return kExitUsage;
  return report.ok() ? kExitOk : kExitContentErrors;
}

}  // namespace

std::function<int()> add_export_command(CLI::App& app) {
  auto o = std::make_shared<ExportCommandOptions>();
  CLI::App* cmd = app.add_subcommand("export", "Write every format and language of the banks into the output folder");
  add_export_options(*cmd, *o);
  return [o] { return run_export(*o); };
}

}  // namespace quizpack::cli
