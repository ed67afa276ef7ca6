// Writes files atomically: a temporary file beside the target, flushed, then renamed into place.
#include "package/atomic_file.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <stdexcept>
#include <string>

namespace quizpack {
namespace {

constexpr const char* kTempMarker = ".quizpack-tmp-";

[[noreturn]] void fail(const std::string& what, const std::filesystem::path& path) {
  throw std::runtime_error(what + " " + path.string() + ": " + std::strerror(errno));
}

}  // namespace

bool is_temporary_name(const std::string& filename) { return filename.find(kTempMarker) != std::string::npos; }

TemporaryFile::TemporaryFile(const std::filesystem::path& target) {
  std::string pattern = (target.parent_path() / ("." + target.filename().string() + kTempMarker + "XXXXXX")).string();
  fd_ = mkstemp(pattern.data());
  if (fd_ < 0) quizpack::fail("cannot create a temporary file beside", target);
  path_ = pattern;
}

TemporaryFile::~TemporaryFile() {
  if (fd_ < 0) return;
  ::close(fd_);
  ::unlink(path_.c_str());
}

// Closes and removes the file, then throws with the reason errno held before.
void TemporaryFile::fail(const std::string& what) {
  const int saved = errno;
  if (fd_ >= 0) ::close(fd_);
  fd_ = -1;
  ::unlink(path_.c_str());
  errno = saved;
  quizpack::fail(what, path_);
}

void TemporaryFile::append(std::string_view bytes) {
  std::size_t done = 0;
  while (done < bytes.size()) {
    const ssize_t n = ::write(fd_, bytes.data() + done, bytes.size() - done);
    if (n < 0) {
      if (errno == EINTR) continue;
      fail("cannot write");
    }
    done += static_cast<std::size_t>(n);
  }
}

void TemporaryFile::write_at(std::uint64_t offset, std::string_view bytes) {
  std::size_t done = 0;
  while (done < bytes.size()) {
    const ssize_t n = ::pwrite(fd_, bytes.data() + done, bytes.size() - done, static_cast<off_t>(offset + done));
    if (n < 0) {
      if (errno == EINTR) continue;
      fail("cannot write");
    }
    done += static_cast<std::size_t>(n);
  }
}

std::filesystem::path TemporaryFile::close() {
  if (::fchmod(fd_, 0644) != 0 || ::fsync(fd_) != 0) fail("cannot flush");
  const int fd = fd_;
  fd_ = -1;  // closed below whatever happens; fail() then only removes the file
  if (::close(fd) != 0) fail("cannot close");
  return path_;
}

std::filesystem::path write_temporary(const std::filesystem::path& target, std::string_view bytes) {
  TemporaryFile file(target);
  file.append(bytes);
  return file.close();
}

void commit_temporary(const std::filesystem::path& temporary, const std::filesystem::path& target) {
  if (::rename(temporary.c_str(), target.c_str()) != 0) {
    const int saved = errno;
    ::unlink(temporary.c_str());
    errno = saved;
    fail("cannot rename into place", target);
  }
}

void write_file_atomically(const std::filesystem::path& target, std::string_view bytes) {
  commit_temporary(write_temporary(target, bytes), target);
}

}  // namespace quizpack
