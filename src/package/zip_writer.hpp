// Zips in-memory files into a deterministic archive: entries in the given order, fixed time and attributes.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "export/output_file.hpp"

namespace quizpack {

struct ZipOptions {
  std::int64_t mtime = 315532800;  // seconds since 1970, written as UTC; default 1980-01-01, the earliest DOS time
  int level = 6;                   // deflate level
};

// Returns the bytes of a zip holding `entries` in order. Throws std::runtime_error on failure.
std::string zip_files(const std::vector<OutputFile>& entries, const ZipOptions& options = {});

}  // namespace quizpack
