// Which banks an export leaves out: those whose bytes, media and settings are as the output folder's record says,
// with their output files in place and their last warnings recorded. Reads and hashes the bank files; loads none.
#pragma once

#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "cli/warning_record.hpp"
#include "export/input_record.hpp"
#include "load/load_bank.hpp"

namespace quizpack::cli {

struct IncrementalPlan {
  bool load_all = true;                        // nothing left out: load the paths as given
  std::vector<std::filesystem::path> to_load;  // otherwise the bank files to load
  std::map<std::string, BankSource> sources;   // by bank name (its normal path, as the loader names it)
  InputRecord unchanged;                       // the banks left out, by id, as recorded
  Diagnostics replayed;                        // the warnings their last export gave, shown again
  WarningRecord warnings;                      // the output folder's warning record as read
};

// The plan for exporting the banks at `paths` into `out` under `settings`; `force` leaves nothing out.
IncrementalPlan plan_incremental(const std::vector<std::filesystem::path>& paths, const LoadLimits& limits,
                                 const std::filesystem::path& out, const std::string& settings, bool force);

// The sources of the loaded banks, by quiz id.
std::map<std::string, BankSource> sources_by_id(const IncrementalPlan& plan, const std::vector<Quiz>& quizzes);

// The running program's identity (size, time and inode of its file): a rebuilt quizpack rewrites every bank.
std::string build_stamp();

}  // namespace quizpack::cli
