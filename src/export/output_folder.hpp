// The output folder quizpack writes into: a lock against concurrent runs, a record of the files it owns,
// and checks that it never writes through a symbolic link or over a file it did not write.
#pragma once

#include <filesystem>
#include <set>
#include <string>
#include <vector>

namespace quizpack {

class OutputFolder {
 public:
  // Creates the folder if needed and takes its lock; throws std::runtime_error when it cannot.
  explicit OutputFolder(const std::filesystem::path& root);
  ~OutputFolder();
  OutputFolder(const OutputFolder&) = delete;
  OutputFolder& operator=(const OutputFolder&) = delete;

  // Returns root/relative after checking that no part of it is a symbolic link and that an existing file there
  // was written by quizpack; creates the parent folders. Throws std::runtime_error otherwise.
  std::filesystem::path prepare(const std::string& relative);

  // Removes the folders prepare() created that are still empty, deepest first (after a failed run).
  void remove_empty_created_folders();

  // Records `relative` as owned and saves the record atomically.
  void record(const std::set<std::string>& relatives);

  [[nodiscard]] const std::filesystem::path& root() const { return root_; }

  static constexpr const char* kRecordName = ".quizpack-owned";
  static constexpr const char* kLockName = ".quizpack-lock";

 private:
  std::filesystem::path root_;
  std::set<std::string> owned_;
  std::vector<std::filesystem::path> created_;  // by prepare(), in creation order
  int lock_fd_ = -1;
};

}  // namespace quizpack
