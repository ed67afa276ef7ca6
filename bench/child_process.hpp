// Runs a program as a child process and measures it: wall time, CPU time and peak resident memory.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

namespace quizpack::bench {

struct ChildRun {
  int exit_code = -1;       // the program's exit code; -1 when it died from a signal or could not start
  double wall_seconds = 0;  // steady clock, from fork to reaped
  double cpu_seconds = 0;   // user + system time of the child
  double peak_rss_mb = 0;   // largest resident set of the child, in MiB
};

// Runs `argv` (argv[0] searched in PATH) in `folder`, its stdout and stderr going to `log` (truncated).
ChildRun run_child(const std::vector<std::string>& argv, const std::filesystem::path& folder,
                   const std::filesystem::path& log);

}  // namespace quizpack::bench
