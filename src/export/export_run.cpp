// Exports quizzes × formats × languages: writers run in parallel, outputs are validated, zipped and
// committed to the output folder all at once, or not at all.
#include "export/export_run.hpp"

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <iterator>
#include <map>
#include <mutex>
#include <optional>
#include <set>
#include <stdexcept>
#include <thread>

#include "export/formats.hpp"
#include "export/output_folder.hpp"
#include "export/release_memory.hpp"
#include "package/atomic_file.hpp"
#include "package/entry_cache.hpp"
#include "package/zip_writer.hpp"
#include "validate/xml_schema.hpp"

namespace quizpack {
namespace {

namespace fs = std::filesystem;

struct Task {
  const Quiz* quiz;
  const Format* format;
  LanguageTag language;  // empty for all-language formats
  std::string relative;  // path under the output folder
};

struct TaskResult {
  std::string bytes;  // released once written to `temporary`
  Diagnostics diagnostics;
  bool failed = false;
  fs::path target, temporary;  // set once the bytes are written beside their target
  std::uintmax_t size = 0;
};

std::string task_name(const Task& t) {
  return t.quiz->id + " " + t.format->name + (t.language.empty() ? "" : " " + t.language);
}

// Compressed bytes of the entries several packages share, kept across tasks; larger entries are not kept.
constexpr std::size_t kSharedEntryBytes = std::size_t{32} << 20;
// Raw bytes compressed together in one batch (fewer archives for packages of many small files).
constexpr std::size_t kBatchBytes = std::size_t{8} << 20;

// A package's entries, each put at its position; contents are compressed in batches, and their raw bytes released.
class PackageEntries {
 public:
  explicit PackageEntries(EntryCache& shared) : shared_(shared) {}
  void add(std::size_t position, OutputFile& file) {
    if (entries_.size() <= position) entries_.resize(position + 1);
    if (file.shared) {
      entries_[position] = {std::move(file.path), shared_.compress(file.bytes)};
      std::string().swap(file.bytes);
      return;
    }
    entries_[position] = {std::move(file.path), nullptr};
    pending_.emplace_back(position, std::move(file.bytes));
    pending_bytes_ += pending_.back().second.size();
    if (pending_bytes_ >= kBatchBytes) flush();
  }
  // The entries in package order; throws when the writer left a position empty.
  const std::vector<ZipEntry>& finish() {
    flush();
    for (std::size_t i = 0; i < entries_.size(); ++i)
      if (!entries_[i].content) throw std::runtime_error("the writer gave no file for entry " + std::to_string(i));
    return entries_;
  }

 private:
  void flush() {
    if (pending_.empty()) return;
    std::vector<std::string_view> contents;
    contents.reserve(pending_.size());
    for (const auto& p : pending_) contents.emplace_back(p.second);
    auto compressed = compress_entries(contents);
    for (std::size_t i = 0; i < pending_.size(); ++i)
      entries_[pending_[i].first].content = std::make_shared<const CompressedEntry>(std::move(compressed[i]));
    pending_.clear();
    pending_bytes_ = 0;
  }
  EntryCache& shared_;
  std::vector<ZipEntry> entries_;
  std::vector<std::pair<std::size_t, std::string>> pending_;  // index in entries_, raw bytes
  std::size_t pending_bytes_ = 0;
};

// Where a task's file goes; creates its folders (a task writing in pieces asks for it before it starts).
using PrepareTarget = std::function<fs::path(const Task&)>;

// Runs a writer that hands its single file over in pieces: each piece is validated and appended to the
// temporary file beside the target, so the file is never held whole. Output errors are reported as
// write_result reports them.
void write_in_pieces(const Task& task, const PrepareTarget& prepare, TaskResult& r,
                     const std::function<void(const std::string&, const std::string&)>& fail) {
  auto output_error = [&](const std::exception& e) {
    r.diagnostics.push_back(error("output-error", e.what(), SourceLocation{}));
    r.failed = true;
  };
  const std::string& schema = task.format->pieces_schema;
  std::optional<XmlStreamValidator> validator;
  if (!schema.empty()) validator.emplace(schema);
  fs::path target;
  std::optional<TemporaryFile> file;
  try {
    target = prepare(task);
    file.emplace(target);
  } catch (const std::exception& e) {
    return output_error(e);
  }
  std::uintmax_t size = 0;
  Diagnostics warnings = task.format->pieces(*task.quiz, task.language, [&](std::string_view piece) {
    if (r.failed) return;
    if (validator) validator->feed(piece);
    try {
      file->append(piece);
    } catch (const std::exception& e) {
      output_error(e);
    }
    size += piece.size();
  });
  r.diagnostics.insert(r.diagnostics.begin(), std::make_move_iterator(warnings.begin()),
                       std::make_move_iterator(warnings.end()));
  if (r.failed) return;
  if (validator)
    for (const auto& p : validator->finish())
      fail("output-invalid", target.filename().string() + " does not validate against " + schema + ": " + p);
  if (r.failed) return;
  try {
    r.temporary = file->close();
  } catch (const std::exception& e) {
    return output_error(e);
  }
  r.target = target;
  r.size = size;
}

// Runs one writer, validates its XML files, and packs the result; pure apart from the clock-free zip time.
// Each file is handed to the package as soon as it is validated.
TaskResult run_task(const Task& task, std::int64_t zip_time, EntryCache& shared, const PrepareTarget& prepare) {
  TaskResult r;
  auto fail = [&](const std::string& rule, const std::string& message) {
    r.diagnostics.push_back(error(rule, task_name(task) + ": " + message, task.quiz->location));
    r.failed = true;
  };
  try {
    if (task.format->container == Container::SingleFile && task.format->pieces) {
      write_in_pieces(task, prepare, r, fail);
      return r;
    }
    const bool zip = task.format->container == Container::Zip;
    PackageEntries entries(shared);
    auto take = [&](std::size_t position, OutputFile& f) {
      if (!f.schema.empty()) {
        const auto problems = validate_xml(f.bytes, f.schema);
        for (const auto& p : problems)
          fail("output-invalid", f.path + " does not validate against " + f.schema + ": " + p);
      }
      if (zip && !r.failed) entries.add(position, f);
    };
    WriterOutput out;
    if (zip && task.format->stream) {
      out.warnings = task.format->stream(*task.quiz, task.language,
                                         [&](std::size_t position, OutputFile&& f) { take(position, f); });
    } else {
      out = task.format->write(*task.quiz, task.language);
      for (std::size_t i = 0; i < out.files.size(); ++i) take(i, out.files[i]);
    }
    r.diagnostics.insert(r.diagnostics.begin(), std::make_move_iterator(out.warnings.begin()),
                         std::make_move_iterator(out.warnings.end()));
    if (r.failed) return r;
    if (zip) {
      r.bytes = zip_entries(entries.finish(), zip_time);
    } else if (out.files.size() == 1) {
      r.bytes = std::move(out.files.front().bytes);
    } else {
      fail("export-failed",
           "the writer returned " + std::to_string(out.files.size()) + " files for a single-file format");
    }
  } catch (const std::exception& e) {
    fail("export-failed", e.what());
  }
  return r;
}

std::vector<Task> plan(const std::vector<Quiz>& quizzes, const std::vector<const Format*>& selected,
                       const std::vector<std::string>& languages) {
  std::vector<Task> tasks;
  for (const auto& quiz : quizzes) {
    for (const Format* f : selected) {
      if (f->scope == Scope::AllLanguages) {
        tasks.push_back({&quiz, f, "", quiz.id + "/" + quiz.id + "." + f->suffix});
        continue;
      }
      for (const auto& lang : quiz.languages) {
        if (!languages.empty() && std::find(languages.begin(), languages.end(), lang) == languages.end()) continue;
        tasks.push_back({&quiz, f, lang, quiz.id + "/" + lang + "/" + quiz.id + "." + f->suffix});
      }
    }
  }
  return tasks;
}

// Writes a task's bytes to a temporary file beside its target, so that results waiting for their turn hold no bytes.
// Does nothing for a result already written in pieces.
void write_result(const Task& task, const PrepareTarget& prepare, TaskResult& r) {
  if (r.failed || !r.temporary.empty()) return;
  try {
    r.target = prepare(task);
    r.temporary = write_temporary(r.target, r.bytes);
    r.size = r.bytes.size();
    std::string().swap(r.bytes);
  } catch (const std::exception& e) {
    r.diagnostics.push_back(error("output-error", e.what(), SourceLocation{}));
    r.failed = true;
  }
}

// Runs tasks on `jobs` threads; `consume` sees each result in task order, on the calling thread.
// Workers stay at most 2 × jobs tasks ahead of the consumer; the temporary files of results never consumed
// are removed.
void run_ordered(const std::vector<Task>& tasks, unsigned jobs, std::int64_t zip_time, OutputFolder& folder,
                 const std::function<bool(std::size_t, TaskResult&&)>& consume) {
  std::vector<std::optional<TaskResult>> results(tasks.size());
  std::mutex m;
  std::condition_variable cv;
  std::size_t next = 0, consumed = 0;
  bool stop = false;
  const std::size_t window = 2 * std::max(1u, jobs);
  EntryCache shared(kSharedEntryBytes);
  std::mutex folder_lock;
  const PrepareTarget prepare = [&](const Task& task) {
    std::lock_guard lock(folder_lock);
    return folder.prepare(task.relative);
  };

  auto worker = [&] {
    for (;;) {
      std::size_t i;
      {
        std::unique_lock lock(m);
        cv.wait(lock, [&] { return stop || next >= tasks.size() || next < consumed + window; });
        if (stop || next >= tasks.size()) return;
        i = next++;
      }
      TaskResult r = run_task(tasks[i], zip_time, shared, prepare);
      write_result(tasks[i], prepare, r);
      release_free_memory();
      {
        std::lock_guard lock(m);
        results[i] = std::move(r);
      }
      cv.notify_all();
    }
  };
  std::vector<std::thread> threads;
  for (unsigned t = 0; t < std::max(1u, jobs); ++t) threads.emplace_back(worker);
  for (std::size_t i = 0; i < tasks.size(); ++i) {
    TaskResult r;
    {
      std::unique_lock lock(m);
      cv.wait(lock, [&] { return results[i].has_value(); });
      r = std::move(*results[i]);
      results[i].reset();
      consumed = i + 1;
    }
    cv.notify_all();
    if (!consume(i, std::move(r))) {
      std::lock_guard lock(m);
      stop = true;
      break;
    }
  }
  {
    std::lock_guard lock(m);
    stop = true;
  }
  cv.notify_all();
  for (auto& t : threads) t.join();
  std::error_code ec;
  for (const auto& r : results)
    if (r && !r->temporary.empty()) fs::remove(r->temporary, ec);
}

// Moves every temporary file into place; on any failure puts every earlier file back and removes the rest.
void commit_all(const std::vector<std::pair<fs::path, fs::path>>& written) {
  struct Done {
    fs::path target, backup;  // backup empty when the target did not exist
  };
  std::vector<Done> done;
  std::size_t i = 0;
  try {
    for (; i < written.size(); ++i) {
      const auto& [tmp, target] = written[i];
      fs::path backup;
      if (fs::exists(fs::symlink_status(target))) {
        backup = target.parent_path() / ("." + target.filename().string() + ".quizpack-tmp-previous");
        fs::rename(target, backup);
      }
      done.push_back({target, backup});
      fs::rename(tmp, target);
    }
  } catch (...) {
    std::error_code ec;
    for (auto it = done.rbegin(); it != done.rend(); ++it) {
      if (it->backup.empty())
        fs::remove(it->target, ec);
      else
        fs::rename(it->backup, it->target, ec);
    }
    for (std::size_t j = i; j < written.size(); ++j) fs::remove(written[j].first, ec);
    throw;
  }
  std::error_code ec;
  for (const auto& d : done)
    if (!d.backup.empty()) fs::remove(d.backup, ec);
}

}  // namespace

bool ExportReport::ok() const {
  return !usage_error && std::none_of(diagnostics.begin(), diagnostics.end(),
                                      [](const Diagnostic& d) { return d.severity == Severity::Error; });
}

ExportReport export_quizzes(const std::vector<Quiz>& quizzes, const ExportOptions& options) {
  return export_quizzes(quizzes, options, formats());
}

ExportReport export_quizzes(const std::vector<Quiz>& quizzes, const ExportOptions& options,
                            const std::vector<Format>& table) {
  ExportReport report;
  auto usage = [&](const std::string& message) {
    report.diagnostics.push_back(error("usage", message, SourceLocation{}));
    report.usage_error = true;
    return report;
  };

  std::vector<const Format*> selected;
  if (options.formats.empty()) {
    for (const auto& f : table) selected.push_back(&f);
  } else {
    for (const auto& name : options.formats) {
      const auto found = std::find_if(table.begin(), table.end(), [&](const Format& g) { return g.name == name; });
      const Format* f = found == table.end() ? nullptr : &*found;
      if (!f) {
        std::string known;
        for (const auto& g : table) known += (known.empty() ? "" : ", ") + g.name;
        return usage("unknown format \"" + name + "\"; known formats: " + known);
      }
      if (std::find(selected.begin(), selected.end(), f) == selected.end()) selected.push_back(f);
    }
  }
  for (const auto& lang : options.languages) {
    const bool known = std::any_of(quizzes.begin(), quizzes.end(), [&](const Quiz& q) {
      return std::find(q.languages.begin(), q.languages.end(), lang) != q.languages.end();
    });
    if (!known) return usage("no bank has the language \"" + lang + "\"");
  }
  const std::vector<Task> tasks = plan(quizzes, selected, options.languages);

  std::optional<OutputFolder> folder;
  try {
    folder.emplace(options.out_dir);
  } catch (const std::exception& e) {
    return usage(e.what());
  }

  std::vector<std::pair<fs::path, fs::path>> written;  // temporary → target
  std::set<std::string> relatives;
  bool failed = false;
  const std::int64_t zip_time = options.source_date_epoch.value_or(ZipOptions{}.mtime);
  run_ordered(tasks, options.jobs, zip_time, *folder, [&](std::size_t i, TaskResult&& r) {
    const Task& t = tasks[i];
    const auto warnings =
        static_cast<std::size_t>(std::count_if(r.diagnostics.begin(), r.diagnostics.end(),
                                               [](const Diagnostic& d) { return d.severity == Severity::Warning; }));
    for (auto& d : r.diagnostics) report.diagnostics.push_back(std::move(d));
    if (r.failed) {
      failed = true;
      return false;
    }
    written.emplace_back(r.temporary, r.target);
    relatives.insert(t.relative);
    report.files.push_back({t.quiz->id, t.format->name, t.language, r.target, r.size, warnings});
    if (options.on_progress) options.on_progress({t.quiz->id, t.format->name, t.language, i + 1, tasks.size()});
    return true;
  });

  if (failed) {
    for (const auto& [tmp, target] : written) fs::remove(tmp);
    folder->remove_empty_created_folders();
    report.files.clear();
    return report;
  }
  try {
    commit_all(written);
    folder->record(relatives);
  } catch (const std::exception& e) {
    report.diagnostics.push_back(error("output-error", e.what(), SourceLocation{}));
    folder->remove_empty_created_folders();
    report.files.clear();
  }
  return report;
}

}  // namespace quizpack
