// Writes files atomically: a temporary file beside the target, flushed, then renamed into place.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>

namespace quizpack {

// A new temporary file in a target's folder, written in pieces; removed unless closed.
class TemporaryFile {
 public:
  // Throws std::runtime_error with the path and the system's reason, as every member does on failure.
  explicit TemporaryFile(const std::filesystem::path& target);
  ~TemporaryFile();
  TemporaryFile(const TemporaryFile&) = delete;
  TemporaryFile& operator=(const TemporaryFile&) = delete;

  void append(std::string_view bytes);
  // Writes `bytes` at `offset` from the file's start, whatever was appended before.
  void write_at(std::uint64_t offset, std::string_view bytes);
  // Flushes and closes the file, and returns its path; the caller renames it.
  std::filesystem::path close();

 private:
  [[noreturn]] void fail(const std::string& what);
  std::filesystem::path path_;
  int fd_ = -1;
};

// Writes `bytes` to a new temporary file in `target`'s folder and returns its path; the caller renames it.
// Throws std::runtime_error with the path and the system's reason on failure.
std::filesystem::path write_temporary(const std::filesystem::path& target, std::string_view bytes);

// Renames `temporary` over `target` (atomic on one file system).
void commit_temporary(const std::filesystem::path& temporary, const std::filesystem::path& target);

// Writes `bytes` to `target` atomically.
void write_file_atomically(const std::filesystem::path& target, std::string_view bytes);

// True for names this module gives to temporary files.
bool is_temporary_name(const std::string& filename);

}  // namespace quizpack
