// The output folder quizpack writes into: a lock against concurrent runs, a record of the files it owns,
// and checks that it never writes through a symbolic link or over a file it did not write.
#include "export/output_folder.hpp"

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>
#include <stdexcept>

#include "package/atomic_file.hpp"

namespace quizpack {

namespace fs = std::filesystem;

namespace {

constexpr const char* kPidLine = "pid ";
constexpr const char* kFolderLine = "folder ";
constexpr const char* kPreviousSuffix = ".quizpack-tmp-previous";

// The whole content of an open file, read from its start.
std::string read_all(int fd) {
  std::string text;
  char buffer[4096];
  for (off_t at = 0;;) {
    const ssize_t n = ::pread(fd, buffer, sizeof buffer, at);
    if (n <= 0) return text;
    text.append(buffer, static_cast<std::size_t>(n));
    at += n;
  }
}

// Puts back a file that a killed commit had moved aside (target missing), or drops the copy (target in place).
void settle_previous(const fs::path& backup) {
  const std::string name = backup.filename().string();
  const fs::path target = backup.parent_path() / name.substr(1, name.size() - 1 - std::strlen(kPreviousSuffix));
  std::error_code ec;
  if (fs::exists(fs::symlink_status(target, ec)))
    fs::remove(backup, ec);
  else
    fs::rename(backup, target, ec);
}

// Removes every temporary file under `root`, without following symbolic links.
void remove_temporaries(const fs::path& root) {
  std::vector<fs::path> found;
  std::error_code ec;
  for (fs::recursive_directory_iterator it(root, fs::directory_options::skip_permission_denied, ec), end;
       !ec && it != end; it.increment(ec))
    if (it->is_regular_file(ec) && is_temporary_name(it->path().filename().string())) found.push_back(it->path());
  for (const auto& path : found) {
    if (path.filename().string().ends_with(kPreviousSuffix))
      settle_previous(path);
    else
      fs::remove(path, ec);
  }
}

}  // namespace

OutputFolder::OutputFolder(const fs::path& root, const std::function<void(long pid)>& on_wait) : root_(root) {
  std::error_code ec;
  if (fs::is_symlink(fs::symlink_status(root_, ec)))
    throw std::runtime_error("output folder " + root_.string() + " is a symbolic link; give a real folder");
  created_root_ = fs::create_directories(root_, ec);
  if (ec) throw std::runtime_error("cannot create output folder " + root_.string() + ": " + ec.message());
  lock(on_wait);
  clean_after_killed_run();
  journal(kPidLine + std::to_string(::getpid()));
  std::ifstream in(root_ / kRecordName);
  for (std::string line; std::getline(in, line);)
    if (!line.empty()) owned_.insert(line);
}

OutputFolder::~OutputFolder() {
  if (lock_fd_ < 0) return;
  static_cast<void>(::ftruncate(lock_fd_, 0));  // an empty journal: this run ended and left nothing behind
  if (discard_root_) ::unlink((root_ / kLockName).c_str());
  ::close(lock_fd_);                          // closing releases the lock
  if (discard_root_) ::rmdir(root_.c_str());  // fails, harmlessly, when anything else is in it
}

void OutputFolder::lock(const std::function<void(long)>& on_wait) {
  const fs::path lock = root_ / kLockName;
  lock_fd_ = ::open(lock.c_str(), O_RDWR | O_CREAT | O_APPEND | O_NOFOLLOW | O_CLOEXEC, 0644);
  if (lock_fd_ < 0) throw std::runtime_error("cannot open " + lock.string() + ": " + std::strerror(errno));
  if (::flock(lock_fd_, LOCK_EX | LOCK_NB) == 0) return;
  if (errno != EWOULDBLOCK) throw std::runtime_error("cannot lock " + lock.string() + ": " + std::strerror(errno));
  if (on_wait) {
    const std::string journal = read_all(lock_fd_);
    on_wait(journal.starts_with(kPidLine) ? std::atol(journal.c_str() + std::strlen(kPidLine)) : 0);
  }
  if (::flock(lock_fd_, LOCK_EX) != 0) {
    const bool interrupted = errno == EINTR;
    ::close(lock_fd_);
    lock_fd_ = -1;
    throw std::runtime_error(interrupted ? "interrupted while waiting for " + lock.string()
                                         : "cannot lock " + lock.string() + ": " + std::strerror(errno));
  }
}

// A journal left full means a run was killed: its temporary files go, and so do the folders it created that
// stayed empty (deepest first).
void OutputFolder::clean_after_killed_run() {
  const std::string journal = read_all(lock_fd_);
  if (journal.empty()) return;
  remove_temporaries(root_);
  std::vector<fs::path> folders;
  std::istringstream lines(journal);
  for (std::string line; std::getline(lines, line);)
    if (line.starts_with(kFolderLine)) folders.push_back(root_ / line.substr(std::strlen(kFolderLine)));
  std::error_code ec;
  for (auto it = folders.rbegin(); it != folders.rend(); ++it)
    if (fs::is_directory(fs::symlink_status(*it, ec)) && fs::is_empty(*it, ec) && !ec) fs::remove(*it, ec);
  if (::ftruncate(lock_fd_, 0) != 0)
    throw std::runtime_error("cannot reset " + (root_ / kLockName).string() + ": " + std::strerror(errno));
}

void OutputFolder::journal(const std::string& line) {
  const std::string text = line + "\n";
  if (::write(lock_fd_, text.data(), text.size()) != static_cast<ssize_t>(text.size()))
    throw std::runtime_error("cannot write " + (root_ / kLockName).string() + ": " + std::strerror(errno));
}

fs::path OutputFolder::prepare(const std::string& relative) {
  fs::path current = root_;
  const fs::path rel(relative);
  std::error_code ec;
  for (auto it = rel.begin(); it != rel.end(); ++it) {
    if (*it == ".." || *it == "." || it->empty()) throw std::runtime_error("bad output path " + relative);
    current /= *it;
    const auto st = fs::symlink_status(current, ec);
    if (fs::is_symlink(st))
      throw std::runtime_error(current.string() + " is a symbolic link; quizpack never writes through one");
    const bool last = std::next(it) == rel.end();
    if (!last) {
      if (!fs::exists(st)) {
        if (fs::create_directory(current, ec)) {
          created_.push_back(current);
          journal(kFolderLine + current.lexically_relative(root_).string());
        }
      } else if (!fs::is_directory(st))
        throw std::runtime_error(current.string() + " is in the way: not a folder");
      if (ec) throw std::runtime_error("cannot create " + current.string() + ": " + ec.message());
    } else if (fs::exists(st) && !fs::is_regular_file(st)) {
      throw std::runtime_error(current.string() + " is in the way: not a regular file");
    } else if (fs::exists(st) && !owned_.count(relative)) {
      throw std::runtime_error(current.string() +
                               " exists and was not written by quizpack; move it away or choose another --out");
    }
  }
  return current;
}

void OutputFolder::remove_empty_created_folders() {
  std::error_code ec;
  for (auto it = created_.rbegin(); it != created_.rend(); ++it)
    if (fs::is_empty(*it, ec) && !ec) fs::remove(*it, ec);
  created_.clear();
  discard_root_ = created_root_;
}

void OutputFolder::record(const std::set<std::string>& relatives) {
  owned_.insert(relatives.begin(), relatives.end());
  std::ostringstream out;
  for (const auto& r : owned_) out << r << "\n";
  write_file_atomically(root_ / kRecordName, out.str());
}

}  // namespace quizpack
