// `quizpack export [PATH...]`: loads banks, then writes every format × language into the output folder.
#include <unistd.h>

#include <cstdlib>
#include <fstream>
#include <iostream>
#include <memory>
#include <thread>

#include "cli/commands.hpp"
#include "cli/exit_codes.hpp"
#include "cli/progress.hpp"
#include "export/export_run.hpp"
#include "export/formats.hpp"
#include "package/atomic_file.hpp"
#include "report/diagnostic_format.hpp"

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

}  // namespace

std::function<int()> add_export_command(CLI::App& app) {
  struct Options {
    std::vector<std::string> paths{"content"};
    std::vector<std::string> formats;
    std::vector<std::string> languages;
    std::string out = "dist";
    unsigned jobs = std::max(1u, std::thread::hardware_concurrency());
    bool quiet = false;
    std::string summary;
    LoadLimits limits;
  };
  auto o = std::make_shared<Options>();
  std::string names;
  for (const auto& f : formats()) names += (names.empty() ? "" : ", ") + f.name;
  CLI::App* cmd = app.add_subcommand("export", "Write every format and language of the banks into the output folder");
  cmd->add_option("paths", o->paths, "Bank files, or folders searched for quiz.json")->capture_default_str();
  cmd->add_option("--format", o->formats, "Formats, comma-separated (default: all): " + names)->delimiter(',');
  cmd->add_option("--lang", o->languages, "Languages, comma-separated (default: each bank's languages)")
      ->delimiter(',');
  cmd->add_option("--out", o->out, "Output folder")->capture_default_str();
  cmd->add_option("-j,--jobs", o->jobs, "Parallel jobs (default: number of cores)")->check(CLI::Range(1u, 256u));
  cmd->add_flag("-q,--quiet", o->quiet, "Print nothing but errors");
  cmd->add_option("--summary-json", o->summary, "Also write a JSON summary of the export to this file");
  add_limit_options(*cmd, o->limits);

  return [o] {
    const bool chatty = !o->quiet && ::isatty(STDERR_FILENO);
    std::vector<std::filesystem::path> paths(o->paths.begin(), o->paths.end());
    const LoadResult loaded = load_banks(paths, o->limits);
    Diagnostics errors;
    for (const auto& d : loaded.diagnostics)
      if (d.severity == Severity::Error || chatty) errors.push_back(d);
    std::cerr << format_diagnostics(errors, DiagnosticStyle::Text);
    if (loaded.io_errors > 0) return kExitUsage;
    if (loaded.has_errors()) return kExitContentErrors;

    ExportOptions options;
    options.out_dir = o->out;
    options.formats = o->formats;
    options.languages = o->languages;
    options.jobs = o->jobs;
    options.source_date_epoch = source_date_epoch();
    if (chatty) options.on_progress = show_progress;
    const ExportReport report = export_quizzes(loaded.quizzes, options);
    if (chatty) clear_progress();

    Diagnostics shown;
    for (const auto& d : report.diagnostics)
      if (d.severity == Severity::Error || chatty) shown.push_back(d);
    std::cerr << format_diagnostics(shown, DiagnosticStyle::Text);
    if (chatty && report.ok()) std::cerr << summary_table(report);
    if (!o->summary.empty()) write_file_atomically(o->summary, summary_json(report));
    if (report.usage_error) return kExitUsage;
    return report.ok() ? kExitOk : kExitContentErrors;
  };
}

}  // namespace quizpack::cli
