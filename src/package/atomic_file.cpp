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

std::filesystem::path write_temporary(const std::filesystem::path& target, std::string_view bytes) {
  std::string pattern = (target.parent_path() / ("." + target.filename().string() + kTempMarker + "XXXXXX")).string();
  const int fd = mkstemp(pattern.data());
  if (fd < 0) fail("cannot create a temporary file beside", target);
  const std::filesystem::path tmp = pattern;
  size_t done = 0;
  while (done < bytes.size()) {
    const ssize_t n = ::write(fd, bytes.data() + done, bytes.size() - done);
    if (n < 0) {
      if (errno == EINTR) continue;
      const int saved = errno;
      ::close(fd);
      ::unlink(tmp.c_str());
      errno = saved;
      fail("cannot write", tmp);
    }
    done += static_cast<size_t>(n);
  }
  if (::fchmod(fd, 0644) != 0 || ::fsync(fd) != 0) {
    const int saved = errno;
    ::close(fd);
    ::unlink(tmp.c_str());
    errno = saved;
    fail("cannot flush", tmp);
  }
  if (::close(fd) != 0) {
    ::unlink(tmp.c_str());
    fail("cannot close", tmp);
  }
  return tmp;
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
