// The warnings each bank's last export gave, kept in the output folder so that a bank left unchanged shows them again.
#pragma once

#include <filesystem>
#include <map>
#include <string>

#include "model/diagnostic.hpp"

namespace quizpack::cli {

// One bank's warnings, as printed, and the source digest (bank bytes and settings) they came from.
struct BankWarnings {
  std::string source;
  Diagnostics warnings;
};

// Bank id → its warnings.
using WarningRecord = std::map<std::string, BankWarnings>;

inline constexpr const char* kWarningRecordName = ".quizpack-warnings";

// The record saved in `root`; empty when there is none or it cannot be read (every bank is then rewritten).
WarningRecord read_warning_record(const std::filesystem::path& root);

// Saves `record` in `root` atomically. Throws std::runtime_error when it cannot.
void write_warning_record(const std::filesystem::path& root, const WarningRecord& record);

}  // namespace quizpack::cli
