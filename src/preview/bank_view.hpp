// One bank as the preview shows it: the file's bytes, what loading them gave, and the data of its page.
#pragma once

#include <cstdint>
#include <filesystem>
#include <memory>
#include <string>

#include "load/load_bank.hpp"
#include "load/translation_status.hpp"
#include "model/quiz.hpp"

namespace quizpack::preview {

struct BankView {
  std::string file;  // as found, e.g. content/x/quiz.json
  std::filesystem::path folder;
  std::string bytes;                 // the file as it was loaded
  std::string version;               // a digest of `bytes`: a change sent by the page must name the version it saw
  std::shared_ptr<const Quiz> quiz;  // when the bank loaded without errors
  Diagnostics diagnostics;           // every problem found, errors and warnings
  BankStatus status;                 // translation counts per language (empty when the JSON does not parse)
  std::string page_data;             // the JSON the bank page reads
  bool readable = true;              // false when the file could not be read at all
};

// Reads and loads the bank at `file` (as `quizpack validate` would) and makes its page's data.
std::shared_ptr<const BankView> load_bank_view(const std::filesystem::path& file, const LoadLimits& limits);

// A digest of the bank file and of every file under its folder (names, sizes, modification times; at most a few
// thousand entries, hidden folders and links not followed): it changes when the bank or one of its images is saved.
std::uint64_t bank_fingerprint(const std::filesystem::path& file);

// A digest of `bytes` as 16 hexadecimal digits (FNV-1a, 64 bits): enough to tell two versions of a file apart.
std::string content_version(const std::string& bytes);

}  // namespace quizpack::preview
