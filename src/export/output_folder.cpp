// The output folder quizpack writes into: a lock against concurrent runs, a record of the files it owns,
// and checks that it never writes through a symbolic link or over a file it did not write.
#include "export/output_folder.hpp"

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <fstream>
#include <sstream>
#include <stdexcept>

#include "package/atomic_file.hpp"

namespace quizpack {

namespace fs = std::filesystem;

OutputFolder::OutputFolder(const fs::path& root) : root_(root) {
  std::error_code ec;
  if (fs::is_symlink(fs::symlink_status(root_, ec)))
    throw std::runtime_error("output folder " + root_.string() + " is a symbolic link; give a real folder");
  fs::create_directories(root_, ec);
  if (ec) throw std::runtime_error("cannot create output folder " + root_.string() + ": " + ec.message());
  const fs::path lock = root_ / kLockName;
  lock_fd_ = ::open(lock.c_str(), O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0644);
  if (lock_fd_ < 0) throw std::runtime_error("cannot open " + lock.string() + ": " + std::strerror(errno));
  if (::flock(lock_fd_, LOCK_EX) != 0)
    throw std::runtime_error("cannot lock " + lock.string() + ": " + std::strerror(errno));
  std::ifstream in(root_ / kRecordName);
  for (std::string line; std::getline(in, line);)
    if (!line.empty()) owned_.insert(line);
}

OutputFolder::~OutputFolder() {
  if (lock_fd_ >= 0) ::close(lock_fd_);  // closing releases the lock
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
        if (fs::create_directory(current, ec)) created_.push_back(current);
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
}

void OutputFolder::record(const std::set<std::string>& relatives) {
  owned_.insert(relatives.begin(), relatives.end());
  std::ostringstream out;
  for (const auto& r : owned_) out << r << "\n";
  write_file_atomically(root_ / kRecordName, out.str());
}

}  // namespace quizpack
