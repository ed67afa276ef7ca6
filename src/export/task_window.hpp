// Runs export tasks on worker threads and hands their results to the caller in task order.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <vector>

#include "export/export_task.hpp"
#include "export/output_folder.hpp"

namespace quizpack {

// Runs `tasks` on `jobs` threads; `consume` sees each result in task order, on the calling thread, and returns
// false to stop the run. Workers stay at most 2 × jobs tasks ahead of the consumer; the run also stops, within
// a fraction of a second, once `stopped` says so. The temporary files of results never consumed are removed.
void run_ordered(const std::vector<Task>& tasks, unsigned jobs, std::int64_t zip_time, OutputFolder& folder,
                 const StopCheck& stopped, const std::function<bool(std::size_t, TaskResult&&)>& consume);

}  // namespace quizpack
