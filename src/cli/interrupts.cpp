// SIGINT, SIGTERM and SIGHUP as a flag an export watches, so that an interrupted run cleans up after itself.
#include "cli/interrupts.hpp"

#include <csignal>

namespace quizpack::cli {
namespace {

std::atomic<int> received{0};
static_assert(std::atomic<int>::is_always_lock_free, "the handler may only touch a lock-free atomic");

extern "C" void note_signal(int signal) {
  int none = 0;
  received.compare_exchange_strong(none, signal);
}

}  // namespace

const std::atomic<int>& watch_interrupts() {
  static const bool installed = [] {
    struct sigaction action {};
    action.sa_handler = note_signal;
    action.sa_flags = static_cast<int>(SA_RESETHAND);  // no SA_RESTART: a blocking wait for the lock returns with EINTR
    sigemptyset(&action.sa_mask);
    for (int signal : {SIGINT, SIGTERM, SIGHUP}) sigaction(signal, &action, nullptr);
    return true;
  }();
  static_cast<void>(installed);
  return received;
}

}  // namespace quizpack::cli
