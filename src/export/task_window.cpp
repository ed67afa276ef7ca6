// Runs export tasks on worker threads and hands their results to the caller in task order.
#include "export/task_window.hpp"

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <optional>
#include <thread>

#include "export/release_memory.hpp"

namespace quizpack {
namespace {

// Compressed bytes of the entries several packages share, kept across tasks; larger entries are not kept.
constexpr std::size_t kSharedEntryBytes = std::size_t{32} << 20;
// How often the consumer looks at the stop check while it waits (a signal handler cannot wake it).
constexpr std::chrono::milliseconds kStopPoll{50};

}  // namespace

void run_ordered(const std::vector<Task>& tasks, unsigned jobs, std::int64_t zip_time, OutputFolder& folder,
                 const StopCheck& stopped, const std::function<bool(std::size_t, TaskResult&&)>& consume) {
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
        if (stop || next >= tasks.size() || stopped()) return;
        i = next++;
      }
      TaskResult r = run_task(tasks[i], zip_time, shared, prepare, stopped);
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
      while (!cv.wait_for(lock, kStopPoll, [&] { return results[i].has_value(); }))
        if (stopped()) break;
      if (!results[i]) {
        stop = true;
        break;
      }
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
    if (r && !r->temporary.empty()) std::filesystem::remove(r->temporary, ec);
}

}  // namespace quizpack
