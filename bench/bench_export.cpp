// quizpack-bench: times `quizpack validate` and `quizpack export` on synthetic banks against `zip -r -6`, and
// against a reference build of quizpack in paired rounds.
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <algorithm>
#include <fstream>
#include <iostream>
#include <sstream>
#include <thread>

#include "bench_results.hpp"
#include "export/format_table.hpp"
#include "output_compare.hpp"
#include "synthetic_bank.hpp"

namespace quizpack::bench {
namespace {

namespace fs = std::filesystem;

struct Options {
  std::string quizpack = QUIZPACK_BINARY;
  std::string reference;             // a reference build's quizpack; empty: none
  std::vector<std::string> ignored;  // texts removed from both outputs before they are compared
  std::vector<std::size_t> sizes{1000, 10000};
  std::size_t languages = 3;
  unsigned repeat = 3;
  unsigned jobs = 0;  // 0: quizpack's default
  std::string work;
  std::string json;
  bool per_format = false;
  bool keep = false;
};

std::string read_file(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

std::string load_average() {
  std::string s = read_file("/proc/loadavg");
  std::istringstream in(s);
  std::string one, five, fifteen;
  in >> one >> five >> fifteen;
  return one + " " + five + " " + fifteen;
}

std::string last_line(const std::string& text) {
  std::istringstream in(text);
  std::string line, last;
  while (std::getline(in, line))
    if (!line.empty()) last = line;
  return last;
}

// Runs `argv` once in `folder`; a failure throws with the start of its log.
ChildRun run_checked(const std::vector<std::string>& argv, const fs::path& folder, const fs::path& log) {
  ChildRun run = run_child(argv, folder, log);
  if (run.exit_code != 0) {
    std::string command;
    for (const auto& a : argv) command += (command.empty() ? "" : " ") + a;
    throw std::runtime_error(command + " exited with " + std::to_string(run.exit_code) + ":\n" +
                             read_file(log).substr(0, 4000));
  }
  return run;
}

// Runs `argv` `repeat` times; `before` runs ahead of each (e.g. to remove earlier output); any failure throws.
std::vector<ChildRun> repeated(const Options& o, const std::vector<std::string>& argv, const fs::path& folder,
                               const fs::path& log, const std::function<void()>& before) {
  std::vector<ChildRun> runs;
  for (unsigned i = 0; i < o.repeat; ++i) {
    before();
    runs.push_back(run_checked(argv, folder, log));
  }
  return runs;
}

// Limits raised for a bank over quizpack's defaults (64 MiB, 20,000 questions), or nothing.
std::vector<std::string> size_limit(const fs::path& bank) {
  const std::uintmax_t bytes = fs::file_size(bank);
  const std::size_t questions = std::stoul(bank.parent_path().filename().string().substr(5));  // "bank-N"
  std::vector<std::string> argv;
  if (bytes > (std::uintmax_t{64} << 20)) argv.insert(argv.end(), {"--max-file-size", std::to_string(bytes)});
  if (questions > 20000) argv.insert(argv.end(), {"--max-questions", std::to_string(questions)});
  return argv;
}

std::vector<std::string> validate_command(const std::string& quizpack, const fs::path& bank) {
  std::vector<std::string> argv{quizpack, "validate"};
  for (auto& a : size_limit(bank)) argv.push_back(std::move(a));
  argv.push_back(bank.string());
  return argv;
}

std::vector<std::string> export_command(const Options& o, const std::string& quizpack, const fs::path& bank,
                                        const fs::path& out) {
  std::vector<std::string> argv{quizpack, "export", "--out", out.string(), "-q"};
  for (auto& a : size_limit(bank)) argv.push_back(std::move(a));
  if (o.jobs > 0) argv.insert(argv.end(), {"-j", std::to_string(o.jobs)});
  argv.push_back(bank.string());
  return argv;
}

// Validates `bank` with the reference build and then with this one, in each round; different output throws.
void validate_paired(const Options& o, const fs::path& bank, const fs::path& work, SizeResult& r) {
  const fs::path ref_log = work / "reference-run.log";
  const fs::path log = work / "last-run.log";
  std::vector<ChildRun> references, runs;
  r.reference.emplace();
  for (unsigned i = 0; i < o.repeat; ++i) {
    references.push_back(run_checked(validate_command(o.reference, bank), work, ref_log));
    runs.push_back(run_checked(validate_command(o.quizpack, bank), work, log));
    if (read_file(ref_log) != read_file(log))
      throw std::runtime_error("the two builds' validate print differently; not comparing them");
    r.reference->validate_cpu_ratios.push_back(runs.back().cpu_seconds / references.back().cpu_seconds);
  }
  r.reference->validate = summarize(references);
  r.validate = summarize(runs);
}

fs::path reference_output(const fs::path& out) { return out.string() + "-reference"; }

// Exports with the reference build into `out` (the path this build then writes to, so the two commands differ
// only in the program) and moves its output aside.
ChildRun export_reference(const Options& o, const fs::path& bank, const fs::path& out, const fs::path& work,
                          const fs::path& log) {
  fs::remove_all(out);
  ChildRun run = run_checked(export_command(o, o.reference, bank, out), work, log);
  fs::remove_all(reference_output(out));
  fs::rename(out, reference_output(out));
  return run;
}

// Records a round's ratios; after the first round, compares the two outputs and refuses to go on when they differ.
void pair_export(const Options& o, const ChildRun& reference, const ChildRun& run, const fs::path& out, bool first,
                 SizeResult& r) {
  PairedResult& p = *r.reference;
  p.export_cpu_ratios.push_back(run.cpu_seconds / reference.cpu_seconds);
  p.export_wall_ratios.push_back(run.wall_seconds / reference.wall_seconds);
  if (!first) return;
  const OutputComparison c = compare_outputs(reference_output(out), out, o.ignored);
  if (!c.same) throw std::runtime_error("the two builds' exports differ (" + c.detail + "); not comparing them");
  p.compared = c.detail + " (first round)";
}

// One round's figures as they come: wall s, CPU s, peak MiB of each run.
void print_round(std::ostream& out, unsigned i, const std::vector<ChildRun>& references, const ChildRun& run,
                 const ChildRun& zip) {
  auto figures = [](const ChildRun& c) {
    std::ostringstream s;
    s << c.wall_seconds << " s, CPU " << c.cpu_seconds << " s, " << c.peak_rss_mb << " MiB";
    return s.str();
  };
  out << "  round " << i + 1 << ":";
  if (references.size() > i) out << " reference " << figures(references[i]) << ";";
  out << " new " << figures(run) << "; zip " << figures(zip) << "\n";
}

SizeResult measure(const Options& o, const fs::path& work, std::size_t questions) {
  SizeResult r;
  r.questions = questions;
  r.languages = o.languages;
  const fs::path folder = work / ("bank-" + std::to_string(questions));
  fs::remove_all(folder);
  const fs::path bank = write_bank(make_bank(BankSpec{questions, o.languages}), folder);
  r.bank_bytes = fs::file_size(bank);
  const fs::path log = work / "last-run.log";
  auto nothing = [] {};

  std::cerr << "N = " << questions << ": validate\n";
  if (o.reference.empty())
    r.validate = summarize(repeated(o, validate_command(o.quizpack, bank), work, log, nothing));
  else
    validate_paired(o, bank, work, r);
  r.validate_summary = last_line(read_file(log));

  // Each export is followed by the zip of its output, so both times of a round see the machine in one state.
  std::cerr << "N = " << questions << ": export, then zip floor\n";
  const fs::path out = work / ("dist-" + std::to_string(questions));
  const fs::path floor = work / ("floor-" + std::to_string(questions) + ".zip");
  std::vector<ChildRun> exports, zips, references;
  for (unsigned i = 0; i < o.repeat; ++i) {
    if (!o.reference.empty()) references.push_back(export_reference(o, bank, out, work, log));
    fs::remove_all(out);
    exports.push_back(run_checked(export_command(o, o.quizpack, bank, out), work, log));
    if (!o.reference.empty()) pair_export(o, references.back(), exports.back(), out, i == 0, r);
    fs::remove(floor);
    zips.push_back(run_checked({"zip", "-q", "-r", "-6", floor.string(), "."}, out, log));
    r.round_ratios.push_back(exports.back().wall_seconds / zips.back().wall_seconds);
    print_round(std::cerr, i, references, exports.back(), zips.back());
  }
  if (!o.reference.empty()) {
    r.reference->export_run = summarize(references);
    fs::remove_all(reference_output(out));
  }
  r.export_run = summarize(exports);
  r.zip_floor = summarize(zips);
  r.output = tree_size(out);
  r.zip_bytes = fs::file_size(floor);

  if (o.per_format && questions == o.sizes.back()) {
    for (const auto& f : formats()) {
      std::cerr << "N = " << questions << ": export --format " << f.name << "\n";
      const fs::path one = work / ("dist-" + std::to_string(questions) + "-" + f.name);
      auto argv = export_command(o, o.quizpack, bank, one);
      argv.insert(argv.begin() + 2, {"--format", f.name});
      FormatTiming t{f.name, summarize(repeated(o, argv, work, log, [&] { fs::remove_all(one); })), 0};
      t.output_bytes = tree_size(one).bytes;
      fs::remove_all(one);
      r.per_format.push_back(std::move(t));
    }
  }
  return r;
}

int run(const Options& o) {
  const fs::path work =
      o.work.empty() ? fs::temp_directory_path() / ("quizpack-bench-" + std::to_string(::getpid())) : fs::path(o.work);
  fs::create_directories(work);
  BenchContext context;
  context.quizpack = o.quizpack;
  context.reference = o.reference;
  context.languages = language_tags(o.languages);
  context.repeat = o.repeat;
  context.cores = std::thread::hardware_concurrency();
  context.jobs = o.jobs > 0 ? std::to_string(o.jobs) : "default (cores)";
  context.load_before = load_average();

  std::vector<SizeResult> results;
  for (std::size_t n : o.sizes) results.push_back(measure(o, work, n));
  context.load_after = load_average();

  print_report(std::cout, context, results);
  if (!o.json.empty()) std::ofstream(o.json) << report_json(context, results);
  if (!o.keep) fs::remove_all(work);
  return 0;
}

}  // namespace
}  // namespace quizpack::bench

int main(int argc, char** argv) {
  quizpack::bench::Options o;
  CLI::App app("Times quizpack validate and export on synthetic banks and compares export with zip -r -6");
  app.add_option("--quizpack", o.quizpack, "The quizpack program")->capture_default_str();
  app.add_option("--reference", o.reference,
                 "A reference build's quizpack: run in each round before this one, on the same bank");
  app.add_option("--ignore-text", o.ignored,
                 "A text removed from both builds' outputs before they are compared (repeatable)");
  app.add_option("--sizes", o.sizes, "Questions per bank, comma-separated, smallest first")
      ->delimiter(',')
      ->capture_default_str();
  app.add_option("--languages", o.languages, "Languages per bank")
      ->check(CLI::Range(std::size_t{1}, quizpack::bench::max_languages()))
      ->capture_default_str();
  app.add_option("--repeat", o.repeat, "Runs of each step (rounds, with --reference); the median is reported")
      ->check(CLI::Range(1u, 100u))
      ->capture_default_str();
  app.add_option("-j,--jobs", o.jobs, "Jobs passed to quizpack export (default: its own default, the cores)");
  app.add_option("--work", o.work, "Folder for banks and outputs (default: a new temporary folder)");
  app.add_option("--json", o.json, "Also write the figures to this JSON file");
  app.add_flag("--per-format", o.per_format, "Also time each format alone on the largest bank");
  app.add_flag("--keep", o.keep, "Keep the banks and outputs");
  CLI11_PARSE(app, argc, argv);
  std::sort(o.sizes.begin(), o.sizes.end());
  // The children run inside the work folder, so a relative program path must be made absolute.
  for (std::string* program : {&o.quizpack, &o.reference})
    if (program->find('/') != std::string::npos) *program = std::filesystem::weakly_canonical(*program).string();
  try {
    return quizpack::bench::run(o);
  } catch (const std::exception& e) {
    std::cerr << "quizpack-bench: " << e.what() << "\n";
    return 1;
  }
}
