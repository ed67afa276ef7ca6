// One export task (a quiz × format × language) and how it runs: writer, checks, packing, temporary file.
#include "export/export_task.hpp"

#include <algorithm>
#include <iterator>
#include <optional>
#include <stdexcept>

#include "export/package_entries.hpp"
#include "package/atomic_file.hpp"
#include "package/zip_writer.hpp"
#include "validate/xml_schema.hpp"

namespace quizpack {
namespace {

namespace fs = std::filesystem;

std::string task_name(const Task& t) {
  return t.quiz->id + " " + t.format->name + (t.language.empty() ? "" : " " + t.language);
}

void add_warnings(TaskResult& r, Diagnostics warnings) {
  r.diagnostics.insert(r.diagnostics.begin(), std::make_move_iterator(warnings.begin()),
                       std::make_move_iterator(warnings.end()));
}

// Runs one writer shape of the table for a task.
class TaskRunner {
 public:
  TaskRunner(const Task& task, std::int64_t zip_time, EntryCache& shared, const PrepareTarget& prepare,
             const StopCheck& stopped, TaskResult& r)
      : task_(task), zip_time_(zip_time), shared_(shared), prepare_(prepare), stopped_(stopped), r_(r) {}

  void operator()(const TextFile& writer) {
    WriterOutput out = writer.write(*task_.quiz, task_.language);
    add_warnings(r_, std::move(out.warnings));
    if (out.files.size() != 1)
      return fail("export-failed",
                  "the writer returned " + std::to_string(out.files.size()) + " files for a single-file format");
    OutputFile& file = out.files.front();
    validate(file);
    for (const auto& d : writer.read_back(*task_.quiz, task_.language, file.bytes))
      fail("output-invalid", file.path + " does not read back as the bank: " + d.message);
    if (!r_.failed) r_.bytes = std::move(file.bytes);
  }

  void operator()(const Package& writer) {
    PackageEntries entries(shared_);
    add_warnings(r_, writer.write(*task_.quiz, task_.language, [&](std::size_t position, OutputFile&& file) {
      give_up_if_stopped();
      if (!file.schema.empty()) make_bytes(file);
      validate(file);
      if (!r_.failed) entries.add(position, file);
    }));
    if (!r_.failed) write_package(entries.finish());
  }

  // The file's bytes are validated and appended to the temporary file beside the target, so it is never held whole.
  void operator()(const XmlPieces& writer) {
    fs::path target;
    std::optional<TemporaryFile> file;
    try {
      target = prepare_(task_);
      file.emplace(target);
    } catch (const std::exception& e) {
      return output_error(e);
    }
    XmlStreamValidator validator(writer.schema);
    std::uintmax_t size = 0;
    add_warnings(r_, writer.write(*task_.quiz, task_.language, [&](std::string_view piece) {
      if (r_.failed) return;
      give_up_if_stopped();
      validator.feed(piece);
      try {
        file->append(piece);
      } catch (const std::exception& e) {
        output_error(e);
      }
      size += piece.size();
    }));
    if (r_.failed) return;
    for (const auto& p : validator.finish())
      fail("output-invalid", target.filename().string() + " does not validate against " + writer.schema + ": " + p);
    if (r_.failed) return;
    try {
      r_.temporary = file->close();
    } catch (const std::exception& e) {
      return output_error(e);
    }
    r_.target = target;
    r_.size = size;
  }

  void fail(const std::string& rule, const std::string& message) {
    r_.diagnostics.push_back(error(rule, task_name(task_) + ": " + message, task_.quiz->location));
    r_.failed = true;
  }

 private:
  void give_up_if_stopped() const {
    if (stopped_()) throw std::runtime_error("interrupted");
  }
  // Zips the package straight into the temporary file beside the target.
  void write_package(const std::vector<ZipEntry>& entries) {
    try {
      const fs::path target = prepare_(task_);
      TemporaryFile file(target);
      r_.size = write_zip_entries(entries, zip_time_, file);
      r_.temporary = file.close();
      r_.target = target;
    } catch (const std::exception& e) {
      output_error(e);
    }
  }
  void validate(const OutputFile& f) {
    if (f.schema.empty()) return;
    for (const auto& p : validate_xml(f.bytes, f.schema))
      fail("output-invalid", f.path + " does not validate against " + f.schema + ": " + p);
  }
  void output_error(const std::exception& e) {
    r_.diagnostics.push_back(error("output-error", e.what(), SourceLocation{}));
    r_.failed = true;
  }

  const Task& task_;
  std::int64_t zip_time_;
  EntryCache& shared_;
  const PrepareTarget& prepare_;
  const StopCheck& stopped_;
  TaskResult& r_;
};

// `quiz` itself when every language is chosen, else a copy in `narrowed` listing only the chosen ones.
const Quiz* chosen_languages(const Quiz& quiz, const std::vector<std::string>& chosen, std::deque<Quiz>& narrowed) {
  std::vector<LanguageTag> kept;
  for (const auto& lang : quiz.languages)
    if (chosen.empty() || std::find(chosen.begin(), chosen.end(), lang) != chosen.end()) kept.push_back(lang);
  if (kept.size() == quiz.languages.size()) return &quiz;
  Quiz& copy = narrowed.emplace_back(quiz);
  if (std::find(kept.begin(), kept.end(), copy.source_language) == kept.end() && !kept.empty())
    copy.source_language = kept.front();
  copy.languages = std::move(kept);
  return &copy;
}

// A task's share of the run's CPU work, from its format's work per question and language.
std::size_t expected_work(const Task& t) {
  const std::size_t languages = t.format->scope == Scope::AllLanguages ? t.quiz->languages.size() : 1;
  return std::size_t{t.format->work} * t.quiz->questions.size() * languages;
}

}  // namespace

std::vector<Task> plan_tasks(const std::vector<Quiz>& quizzes, const std::vector<const Format*>& selected,
                             const std::vector<std::string>& languages, std::deque<Quiz>& narrowed) {
  std::vector<Task> tasks;
  for (const auto& quiz : quizzes) {
    for (const auto& lang : quiz.languages) {
      if (!languages.empty() && std::find(languages.begin(), languages.end(), lang) == languages.end()) continue;
      for (const Format* f : selected)
        if (f->scope == Scope::PerLanguage)
          tasks.push_back({&quiz, f, lang, quiz.id + "/" + lang + "/" + quiz.id + "." + f->suffix});
    }
    const Quiz* all_languages = nullptr;  // the quiz as all-language formats see it, made when first needed
    for (const Format* f : selected) {
      if (f->scope != Scope::AllLanguages) continue;
      if (!all_languages) all_languages = chosen_languages(quiz, languages, narrowed);
      if (all_languages->languages.size() >= 2)
        tasks.push_back({all_languages, f, "", quiz.id + "/" + quiz.id + "." + f->suffix});
    }
  }
  std::stable_sort(tasks.begin(), tasks.end(),
                   [](const Task& a, const Task& b) { return expected_work(a) > expected_work(b); });
  return tasks;
}

TaskResult run_task(const Task& task, std::int64_t zip_time, EntryCache& shared, const PrepareTarget& prepare,
                    const StopCheck& stopped) {
  TaskResult r;
  TaskRunner runner(task, zip_time, shared, prepare, stopped, r);
  try {
    std::visit(runner, task.format->writer);
  } catch (const std::exception& e) {
    runner.fail("export-failed", e.what());
  }
  return r;
}

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

}  // namespace quizpack
