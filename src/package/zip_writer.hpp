// Zips files into a deterministic archive: entries in the given order, fixed time and attributes.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "package/atomic_file.hpp"
#include "package/compressed_entry.hpp"

namespace quizpack {

struct ZipOptions {
  std::int64_t mtime = 315532800;  // seconds since 1970, written as UTC; default 1980-01-01, the earliest DOS time
  int level = 6;                   // deflate level
};

struct ZipEntry {
  std::string path;  // '/'-separated, UTF-8
  std::shared_ptr<const CompressedEntry> content;
};

// Returns the bytes of a zip holding `entries` in order, their contents copied as compressed.
// `mtime` as in ZipOptions. Throws std::runtime_error on failure.
std::string zip_entries(const std::vector<ZipEntry>& entries, std::int64_t mtime);

// Writes the same archive as zip_entries into `file`, which must be empty, and returns its size. Throws
// std::runtime_error on failure.
std::uint64_t write_zip_entries(const std::vector<ZipEntry>& entries, std::int64_t mtime, TemporaryFile& file);

// A file to zip: its path in the archive and its raw bytes.
struct ZipSource {
  std::string path;  // '/'-separated, UTF-8
  std::string bytes;
};

// Returns the bytes of a zip holding `files` in order. Throws std::runtime_error on failure.
std::string zip_files(const std::vector<ZipSource>& files, const ZipOptions& options = {});

}  // namespace quizpack
