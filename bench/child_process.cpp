// Child processes through fork/execvp, measured with wait4's resource usage of that one child.
#include "child_process.hpp"

#include <fcntl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <stdexcept>
#include <system_error>

namespace quizpack::bench {
namespace {

double seconds(const timeval& t) { return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_usec) / 1e6; }

}  // namespace

ChildRun run_child(const std::vector<std::string>& argv, const std::filesystem::path& folder,
                   const std::filesystem::path& log) {
  std::vector<char*> args;
  for (const auto& a : argv) args.push_back(const_cast<char*>(a.c_str()));
  args.push_back(nullptr);
  const int log_fd = ::open(log.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (log_fd < 0) throw std::system_error(errno, std::generic_category(), "cannot open " + log.string());

  const auto start = std::chrono::steady_clock::now();
  const pid_t pid = ::fork();
  if (pid < 0) {
    ::close(log_fd);
    throw std::system_error(errno, std::generic_category(), "fork");
  }
  if (pid == 0) {
    if (::chdir(folder.c_str()) != 0 || ::dup2(log_fd, STDOUT_FILENO) < 0 || ::dup2(log_fd, STDERR_FILENO) < 0)
      ::_exit(127);
    ::execvp(args[0], args.data());
    const std::string message = std::string("cannot run ") + args[0] + "\n";
    (void)!::write(STDERR_FILENO, message.data(), message.size());
    ::_exit(127);
  }
  ::close(log_fd);
  int status = 0;
  rusage usage{};
  while (::wait4(pid, &status, 0, &usage) < 0) {
    if (errno != EINTR) throw std::system_error(errno, std::generic_category(), "wait4");
  }
  const auto end = std::chrono::steady_clock::now();

  ChildRun run;
  run.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  run.wall_seconds = std::chrono::duration<double>(end - start).count();
  run.cpu_seconds = seconds(usage.ru_utime) + seconds(usage.ru_stime);
  run.peak_rss_mb = static_cast<double>(usage.ru_maxrss) / 1024.0;  // Linux reports KiB
  return run;
}

}  // namespace quizpack::bench
