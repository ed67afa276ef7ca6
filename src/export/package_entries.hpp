// A package's entries as a task collects them: each put at its position, compressed in batches as they come.
#pragma once

#include <cstddef>
#include <string>
#include <utility>
#include <vector>

#include "export/output_file.hpp"
#include "package/entry_cache.hpp"
#include "package/zip_writer.hpp"

namespace quizpack {

class PackageEntries {
 public:
  explicit PackageEntries(EntryCache& shared) : shared_(shared) {}
  // Takes `file` for `position`; its raw bytes are released once compressed (shared files through the cache).
  void add(std::size_t position, OutputFile& file);
  // The entries in package order; throws when the writer left a position empty.
  const std::vector<ZipEntry>& finish();

 private:
  void flush();
  EntryCache& shared_;
  std::vector<ZipEntry> entries_;
  std::vector<std::pair<std::size_t, std::string>> pending_;  // index in entries_, raw bytes
  std::size_t pending_bytes_ = 0;
};

}  // namespace quizpack
