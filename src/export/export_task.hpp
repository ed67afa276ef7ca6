// One export task (a quiz × format × language) and how it runs: writer, checks, packing, temporary file.
#pragma once

#include <cstdint>
#include <deque>
#include <filesystem>
#include <functional>
#include <string>
#include <vector>

#include "export/format_table.hpp"
#include "model/diagnostic.hpp"
#include "model/quiz.hpp"
#include "package/entry_cache.hpp"

namespace quizpack {

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
  std::filesystem::path target, temporary;  // set once the bytes are written beside their target
  std::uintmax_t size = 0;
};

// The tasks of a run, the most work first (so that no long task is left for the end and player data is made before
// the formats that reuse it), else per quiz, each language's formats in table order, then the all-language formats.
// `languages` empty means each quiz's languages; otherwise an all-language format gets only the chosen ones (a copy
// of the quiz, kept in `narrowed`, lists just those; the first of them stands first when the source language is not
// chosen) and is left out below two languages.
std::vector<Task> plan_tasks(const std::vector<Quiz>& quizzes, const std::vector<const Format*>& selected,
                             const std::vector<std::string>& languages, std::deque<Quiz>& narrowed);

// Where a task's file goes; creates its folders (a task writing in pieces asks for it before it starts).
using PrepareTarget = std::function<std::filesystem::path(const Task&)>;

// True once the run must stop (an interrupt); a running task then gives up at its next file or piece.
using StopCheck = std::function<bool()>;

// Runs the task's writer, checks what it writes (schemas, read-back) and packs a package; a file written in
// pieces goes straight to its temporary file. Pure apart from that file; `zip_time` is the entries' time.
TaskResult run_task(const Task& task, std::int64_t zip_time, EntryCache& shared, const PrepareTarget& prepare,
                    const StopCheck& stopped);

// Writes a result's bytes to a temporary file beside its target, so that results waiting for their turn hold
// no bytes. Does nothing for a failed result or one already written in pieces.
void write_result(const Task& task, const PrepareTarget& prepare, TaskResult& r);

}  // namespace quizpack
