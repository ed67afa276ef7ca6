// Reads a zip archive's files into memory within limits that refuse zip bombs and hostile entry names.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "model/package_entry.hpp"

namespace quizpack {

struct PackageLimits {
  std::size_t max_entries = 100'000;
  std::size_t max_entry_bytes = std::size_t{64} << 20;   // uncompressed, per entry
  std::size_t max_total_bytes = std::size_t{512} << 20;  // uncompressed, all entries
  double max_ratio = 200;                                // uncompressed : compressed, per entry
};

// True when `bytes` starts as a zip archive does (a local file header or an empty archive's end record).
bool is_zip(std::string_view bytes);

// The reason `path` is refused as a package entry's name (absolute, a ".." segment, a backslash), or "".
std::string refused_entry_name(const std::string& path);

// Every file of the archive (folders left out), in the archive's order. Throws std::runtime_error naming
// `name` when the bytes are not a zip, an entry's name is refused or a limit is passed; nothing is
// decompressed past a limit.
std::vector<PackageEntry> read_zip_entries(std::string_view bytes, const std::string& name,
                                           const PackageLimits& limits = {});

}  // namespace quizpack
