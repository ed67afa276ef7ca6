// Zip archives that libzip writes straight into a temporary file, through a buffer, never held whole in memory.
#include "package/file_archive.hpp"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <exception>
#include <string>

#include "package/memory_archive.hpp"

namespace quizpack {
namespace {

// Bytes gathered before they go to the file: libzip writes in pieces of at most 8 KiB and headers of a few dozen.
constexpr std::size_t kFlushBytes = std::size_t{1} << 20;

// The libzip source an archive is written through. Writes land in a buffer that follows the end of the archive;
// libzip's seeks back to rewrite an entry's local header land in the buffer, or in the file once flushed.
class ArchiveFile {
 public:
  explicit ArchiveFile(TemporaryFile& file) : file_(file) { zip_error_init(&error_); }
  ~ArchiveFile() { zip_error_fini(&error_); }
  ArchiveFile(const ArchiveFile&) = delete;
  ArchiveFile& operator=(const ArchiveFile&) = delete;

  static zip_int64_t callback(void* self, void* data, zip_uint64_t len, zip_source_cmd_t cmd) {
    return static_cast<ArchiveFile*>(self)->command(data, len, cmd);
  }

  std::uint64_t size() const { return size_; }
  std::exception_ptr failure() const { return failure_; }

 private:
  zip_int64_t command(void* data, zip_uint64_t len, zip_source_cmd_t cmd) {
    switch (cmd) {
      case ZIP_SOURCE_BEGIN_WRITE:
        buffer_.clear();
        buffer_start_ = position_ = size_ = 0;
        return 0;
      case ZIP_SOURCE_WRITE:
        return guarded([&] { write(static_cast<const char*>(data), static_cast<std::size_t>(len)); },
                       static_cast<zip_int64_t>(len));
      case ZIP_SOURCE_SEEK_WRITE: {
        const zip_int64_t to = zip_source_seek_compute_offset(position_, size_, data, len, &error_);
        if (to < 0) return -1;
        position_ = static_cast<std::uint64_t>(to);
        return 0;
      }
      case ZIP_SOURCE_TELL_WRITE:
        return static_cast<zip_int64_t>(position_);
      case ZIP_SOURCE_COMMIT_WRITE:
        return guarded([&] { flush(); }, 0);
      case ZIP_SOURCE_ROLLBACK_WRITE:
        buffer_.clear();
        return 0;
      case ZIP_SOURCE_STAT:  // a new archive: nothing to read before writing
        zip_error_set(&error_, ZIP_ER_READ, ENOENT);
        return -1;
      case ZIP_SOURCE_ERROR:
        return zip_error_to_data(&error_, data, len);
      case ZIP_SOURCE_FREE:  // owned by build_archive_in
      case ZIP_SOURCE_REMOVE:
        return 0;
      case ZIP_SOURCE_SUPPORTS:
        return zip_source_make_command_bitmap(ZIP_SOURCE_OPEN, ZIP_SOURCE_READ, ZIP_SOURCE_CLOSE, ZIP_SOURCE_STAT,
                                              ZIP_SOURCE_ERROR, ZIP_SOURCE_FREE, ZIP_SOURCE_SEEK, ZIP_SOURCE_TELL,
                                              ZIP_SOURCE_SUPPORTS, ZIP_SOURCE_BEGIN_WRITE, ZIP_SOURCE_COMMIT_WRITE,
                                              ZIP_SOURCE_ROLLBACK_WRITE, ZIP_SOURCE_WRITE, ZIP_SOURCE_SEEK_WRITE,
                                              ZIP_SOURCE_TELL_WRITE, ZIP_SOURCE_REMOVE, -1);
      default:  // reading: never asked of a new archive
        zip_error_set(&error_, ZIP_ER_OPNOTSUPP, 0);
        return -1;
    }
  }

  // Runs `step`; a failure of the file is kept for the caller and reported to libzip as a write error.
  template <typename Step>
  zip_int64_t guarded(Step step, zip_int64_t done) {
    try {
      step();
      return done;
    } catch (...) {
      failure_ = std::current_exception();
      zip_error_set(&error_, ZIP_ER_WRITE, EIO);
      return -1;
    }
  }

  void write(const char* bytes, std::size_t count) {
    while (count > 0) {
      std::size_t n = count;
      if (position_ < buffer_start_) {  // before the buffer: already in the file
        n = static_cast<std::size_t>(std::min<std::uint64_t>(count, buffer_start_ - position_));
        file_.write_at(position_, {bytes, n});
      } else {
        const auto at = static_cast<std::size_t>(position_ - buffer_start_);
        if (buffer_.size() < at + n) buffer_.resize(at + n);
        std::memcpy(buffer_.data() + at, bytes, n);
      }
      position_ += n;
      bytes += n;
      count -= n;
    }
    size_ = std::max(size_, position_);
    if (buffer_.size() >= kFlushBytes && position_ == buffer_start_ + buffer_.size()) flush();
  }

  void flush() {
    file_.write_at(buffer_start_, buffer_);
    buffer_start_ += buffer_.size();
    buffer_.clear();
  }

  TemporaryFile& file_;
  std::string buffer_;
  std::uint64_t buffer_start_ = 0;  // the file offset of buffer_'s first byte
  std::uint64_t position_ = 0;      // where the next write goes
  std::uint64_t size_ = 0;          // the archive's end so far
  zip_error_t error_{};
  std::exception_ptr failure_;
};

}  // namespace

std::uint64_t build_archive_in(TemporaryFile& file, const std::function<void(zip_t*)>& add) {
  ArchiveFile out(file);
  zip_error_t err;
  zip_error_init(&err);
  zip_source_t* source = zip_source_function_create(ArchiveFile::callback, &out, &err);
  if (!source) zip_failure("cannot create archive", &err);
  zip_t* archive = zip_open_from_source(source, ZIP_CREATE | ZIP_TRUNCATE, &err);
  if (!archive) {
    zip_source_free(source);
    zip_failure("cannot open archive", &err);
  }
  fill_and_close(archive, add, [&] {
    if (out.failure()) std::rethrow_exception(out.failure());
  });
  return out.size();
}

}  // namespace quizpack
