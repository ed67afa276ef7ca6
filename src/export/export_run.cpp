// Exports quizzes × formats × languages: writers run in parallel, outputs are validated, zipped and
// committed to the output folder all at once, or not at all.
#include "export/export_run.hpp"

#include <algorithm>
#include <deque>
#include <map>
#include <optional>
#include <set>
#include <stdexcept>
#include <type_traits>

#include "export/commit.hpp"
#include "export/export_task.hpp"
#include "export/format_table.hpp"
#include "export/output_folder.hpp"
#include "export/task_window.hpp"
#include "package/zip_writer.hpp"

namespace quizpack {

namespace fs = std::filesystem;

namespace {

// The rows of `table` named in `names` (all rows when empty), each once; throws std::invalid_argument naming an
// unknown one.
std::vector<const Format*> select_formats(const std::vector<Format>& table, const std::vector<std::string>& names) {
  std::vector<const Format*> selected;
  if (names.empty()) {
    for (const auto& f : table) selected.push_back(&f);
    return selected;
  }
  for (const auto& name : names) {
    const auto found = std::find_if(table.begin(), table.end(), [&](const Format& g) { return g.name == name; });
    if (found == table.end()) {
      std::string known;
      for (const auto& g : table) known += (known.empty() ? "" : ", ") + g.name;
      throw std::invalid_argument("unknown format \"" + name + "\"; known formats: " + known);
    }
    if (std::find(selected.begin(), selected.end(), &*found) == selected.end()) selected.push_back(&*found);
  }
  return selected;
}

// Throws std::invalid_argument for a language no bank has (those left out unchanged included).
void check_languages(const std::vector<Quiz>& quizzes, const std::vector<std::string>& languages,
                     const InputRecord& unchanged) {
  for (const auto& lang : languages) {
    const auto has = [&](const std::vector<LanguageTag>& list) {
      return std::find(list.begin(), list.end(), lang) != list.end();
    };
    const bool known =
        std::any_of(quizzes.begin(), quizzes.end(), [&](const Quiz& q) { return has(q.languages); }) ||
        std::any_of(unchanged.begin(), unchanged.end(), [&](const auto& entry) { return has(entry.second.languages); });
    if (!known) throw std::invalid_argument("no bank has the language \"" + lang + "\"");
  }
}

// Adds an error that belongs to no output file.
void add_error(ExportReport& report, const std::string& rule, const std::string& message) {
  report.diagnostics.push_back(error(rule, message, SourceLocation{}));
  report.origins.emplace_back();
}

// The report of a run stopped by a signal: which signal, and no files.
ExportReport interrupted(ExportReport& report, const ExportOptions& options) {
  report.interrupted = options.stop_signal->load();
  report.files.clear();
  return report;
}

// What the ordered task window handed back, waiting for the commit.
struct Collected {
  std::vector<std::pair<fs::path, fs::path>> written;  // temporary → target
  std::set<std::string> relatives;
  std::map<std::string, std::vector<std::string>> outputs_of;  // quiz id → its files' relative paths
  bool failed = false;
  std::size_t first_diagnostic = 0;        // the report's diagnostics from here on come from tasks
  std::vector<std::size_t> diagnostic_of;  // the task of each of them
  std::vector<std::size_t> file_of;        // the task of each file of the report
};

// Each task's place in the report's order (quiz, format, language), which the plan's order need not be.
std::vector<std::size_t> report_ranks(const std::vector<Task>& tasks, const std::vector<const Format*>& selected) {
  std::vector<std::string> quiz_ids;
  for (const auto& t : tasks)
    if (std::find(quiz_ids.begin(), quiz_ids.end(), t.quiz->id) == quiz_ids.end()) quiz_ids.push_back(t.quiz->id);
  auto key = [&](const Task& t) {
    return std::pair{std::find(quiz_ids.begin(), quiz_ids.end(), t.quiz->id) - quiz_ids.begin(),
                     std::find(selected.begin(), selected.end(), t.format) - selected.begin()};
  };
  std::vector<std::size_t> order(tasks.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(),
                   [&](std::size_t a, std::size_t b) { return key(tasks[a]) < key(tasks[b]); });
  std::vector<std::size_t> rank(tasks.size());
  for (std::size_t r = 0; r < order.size(); ++r) rank[order[r]] = r;
  return rank;
}

// Puts the tasks' diagnostics and files of the report in the order of `rank`, keeping each task's own order.
void order_report(const Collected& collected, const std::vector<std::size_t>& rank, ExportReport& report) {
  auto reorder = [&](auto& items, const std::vector<std::size_t>& task_of, std::size_t first) {
    std::vector<std::size_t> order(task_of.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t a, std::size_t b) { return rank[task_of[a]] < rank[task_of[b]]; });
    std::vector<typename std::decay_t<decltype(items)>::value_type> sorted;
    sorted.reserve(order.size());
    for (std::size_t i : order) sorted.push_back(std::move(items[first + i]));
    std::move(sorted.begin(), sorted.end(), items.begin() + static_cast<std::ptrdiff_t>(first));
  };
  const std::size_t end = collected.first_diagnostic + collected.diagnostic_of.size();
  if (report.diagnostics.size() < end || report.files.size() != collected.file_of.size()) return;
  reorder(report.diagnostics, collected.diagnostic_of, collected.first_diagnostic);
  reorder(report.origins, collected.diagnostic_of, collected.first_diagnostic);
  reorder(report.files, collected.file_of, 0);
}

// Adds the diagnostics and file of task `i` to the report; false when the task failed.
bool take_result(std::size_t i, const Task& t, TaskResult&& r, ExportReport& report, Collected& collected) {
  const auto warnings = static_cast<std::size_t>(std::count_if(
      r.diagnostics.begin(), r.diagnostics.end(), [](const Diagnostic& d) { return d.severity == Severity::Warning; }));
  for (auto& d : r.diagnostics) {
    report.output_unusable = report.output_unusable || d.rule == "output-error";
    report.diagnostics.push_back(std::move(d));
    report.origins.push_back({t.format->name, t.language});
    collected.diagnostic_of.push_back(i);
  }
  if (r.failed) {
    collected.failed = true;
    return false;
  }
  collected.written.emplace_back(r.temporary, r.target);
  collected.relatives.insert(t.relative);
  collected.outputs_of[t.quiz->id].push_back(t.relative);
  report.files.push_back({t.quiz->id, t.format->name, t.language, r.target, r.size, warnings});
  collected.file_of.push_back(i);
  return true;
}

// Removes every temporary file and every folder the run created; the report lists no files.
void discard(const Collected& collected, OutputFolder& folder, ExportReport& report) {
  std::error_code ec;
  for (const auto& [tmp, target] : collected.written) fs::remove(tmp, ec);
  folder.remove_empty_created_folders();
  report.files.clear();
}

// Keeps the banks left out unchanged when the record, read again under the lock, still says what it said before
// loading (their outputs were checked then); false, with an error, when another run changed it since.
bool keep_unchanged(const InputRecord& unchanged, const InputRecord& record, const fs::path& root,
                    ExportReport& report) {
  for (const auto& [id, seen] : unchanged) {
    const auto now = record.find(id);
    if (now == record.end() || now->second != seen) {
      add_error(report, "output-error",
                "the files of bank \"" + id + "\" in " + root.string() +
                    " changed while this run was reading the banks; run the export again");
      report.output_unusable = true;
      return false;
    }
    SkippedBank skipped{id, {}};
    for (const auto& output : seen.outputs) skipped.files.push_back(root / output.first);
    report.skipped.push_back(std::move(skipped));
  }
  return true;
}

// The record of an exported bank: its source as the run found it, its media and its committed files' stamps.
BankRecord record_of(const Quiz& quiz, const BankSource& source, const std::vector<std::string>& outputs,
                     const fs::path& root) {
  BankRecord bank{source.bank_file, source.source, quiz.languages, {}, {}};
  for (const auto& m : quiz.media) bank.media.emplace_back(m.path, digest(m.bytes));
  for (const auto& relative : outputs) bank.outputs.emplace_back(relative, stamp_of(root / relative));
  return bank;
}

// Moves every written file into place and records them, or reports why it could not. The exported banks' records
// go before the commit and come back after it, so that a run killed in between leaves no record of stale files.
void commit_written(const std::vector<Quiz>& quizzes, const ExportOptions& options, InputRecord& record,
                    const Collected& collected, OutputFolder& folder, ExportReport& report) {
  try {
    for (const auto& quiz : quizzes) record.erase(quiz.id);
    write_input_record(folder.root(), record);
    commit_all(collected.written);
    folder.record(collected.relatives);
    for (const auto& quiz : quizzes) {
      const auto source = options.sources.find(quiz.id);
      if (source == options.sources.end()) continue;
      const auto outputs = collected.outputs_of.find(quiz.id);
      record[quiz.id] = record_of(quiz, source->second,
                                  outputs == collected.outputs_of.end() ? std::vector<std::string>{} : outputs->second,
                                  folder.root());
    }
    write_input_record(folder.root(), record);
  } catch (const std::exception& e) {
    add_error(report, "output-error", e.what());
    folder.remove_empty_created_folders();
    report.files.clear();
  }
}

}  // namespace

bool ExportReport::ok() const {
  return !usage_error && !output_unusable && interrupted == 0 &&
         std::none_of(diagnostics.begin(), diagnostics.end(),
                      [](const Diagnostic& d) { return d.severity == Severity::Error; });
}

ExportReport export_quizzes(const std::vector<Quiz>& quizzes, const ExportOptions& options) {
  return export_quizzes(quizzes, options, formats());
}

ExportReport export_quizzes(const std::vector<Quiz>& quizzes, const ExportOptions& options,
                            const std::vector<Format>& table) {
  ExportReport report;
  std::vector<const Format*> selected;
  try {
    selected = select_formats(table, options.formats);
    check_languages(quizzes, options.languages, options.unchanged);
  } catch (const std::invalid_argument& e) {
    add_error(report, "usage", e.what());
    report.usage_error = true;
    return report;
  }
  std::deque<Quiz> narrowed;
  const std::vector<Task> tasks = plan_tasks(quizzes, selected, options.languages, narrowed);
  const StopCheck stopped = [signal = options.stop_signal] { return signal && signal->load() != 0; };
  if (stopped()) return interrupted(report, options);

  std::optional<OutputFolder> folder;
  try {
    folder.emplace(options.out_dir, options.on_lock_wait);
  } catch (const std::exception& e) {
    if (stopped()) return interrupted(report, options);
    add_error(report, "output-error", e.what());
    report.output_unusable = true;
    return report;
  }
  InputRecord record = read_input_record(folder->root());
  if (!keep_unchanged(options.unchanged, record, folder->root(), report)) return report;

  Collected collected;
  collected.first_diagnostic = report.diagnostics.size();
  const std::int64_t zip_time = options.source_date_epoch.value_or(ZipOptions{}.mtime);
  run_ordered(tasks, options.jobs, zip_time, *folder, stopped, [&](std::size_t i, TaskResult&& r) {
    if (!take_result(i, tasks[i], std::move(r), report, collected) || stopped()) return false;
    const Task& t = tasks[i];
    if (options.on_progress) options.on_progress({t.quiz->id, t.format->name, t.language, i + 1, tasks.size()});
    return true;
  });
  order_report(collected, report_ranks(tasks, selected), report);
  if (collected.failed || stopped()) {
    discard(collected, *folder, report);
    return stopped() ? interrupted(report, options) : report;
  }
  commit_written(quizzes, options, record, collected, *folder, report);
  return report;
}

}  // namespace quizpack
