// The output folder quizpack writes into: a lock against concurrent runs, a record of the files it owns,
// and checks that it never writes through a symbolic link or over a file it did not write.
// The lock file is also the run's journal: it holds the process id and every folder the run creates, and is
// emptied when the run ends; a journal found full belongs to a run that was killed, whose leftovers
// (temporary files, folders it created that stayed empty) the next run removes.
#pragma once

#include <filesystem>
#include <functional>
#include <set>
#include <string>
#include <vector>

namespace quizpack {

class OutputFolder {
 public:
  // Creates the folder if needed and takes its lock, calling `on_wait` with the holder's process id (0 when
  // unknown) if another run holds it; then removes what a killed run left. Throws std::runtime_error when it
  // cannot.
  explicit OutputFolder(const std::filesystem::path& root, const std::function<void(long pid)>& on_wait = {});
  ~OutputFolder();
  OutputFolder(const OutputFolder&) = delete;
  OutputFolder& operator=(const OutputFolder&) = delete;

  // Returns root/relative after checking that no part of it is a symbolic link and that an existing file there
  // was written by quizpack; creates the parent folders. Throws std::runtime_error otherwise.
  std::filesystem::path prepare(const std::string& relative);

  // Removes the folders prepare() created that are still empty, deepest first (after a failed run); the output
  // folder itself goes too, when this run created it and nothing else is in it (once the lock is released).
  void remove_empty_created_folders();

  // Records `relative` as owned and saves the record atomically.
  void record(const std::set<std::string>& relatives);

  [[nodiscard]] const std::filesystem::path& root() const { return root_; }

  static constexpr const char* kRecordName = ".quizpack-owned";
  static constexpr const char* kLockName = ".quizpack-lock";

 private:
  void lock(const std::function<void(long)>& on_wait);
  void clean_after_killed_run();
  void journal(const std::string& line);
  std::filesystem::path root_;
  std::set<std::string> owned_;
  std::vector<std::filesystem::path> created_;  // by prepare(), in creation order
  int lock_fd_ = -1;
  bool created_root_ = false;
  bool discard_root_ = false;
};

}  // namespace quizpack
