// SIGINT, SIGTERM and SIGHUP as a flag an export watches, so that an interrupted run cleans up after itself.
#pragma once

#include <atomic>

namespace quizpack::cli {

// Installs the handlers (once) and returns the flag: 0, or the number of the first signal received. After the
// first signal the default action is restored, so a second one stops the process at once (the next run then
// removes what it left).
const std::atomic<int>& watch_interrupts();

}  // namespace quizpack::cli
