// One zip entry's content compressed once: raw deflate (or stored) bytes with the size and CRC a zip needs.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace quizpack {

struct CompressedEntry {
  std::string data;        // the entry's bytes as a zip stores them
  std::uint64_t size = 0;  // uncompressed size
  std::uint32_t crc = 0;   // CRC-32 of the uncompressed bytes
  bool deflated = false;   // false: stored as is (libzip stores what deflate cannot shrink)
};

// Compresses `bytes` as libzip would inside an archive (deflate at `level`). Throws std::runtime_error.
CompressedEntry compress_entry(std::string_view bytes, int level = 6);

// The same for many contents at once, in order (one archive for all: cheaper for many small entries).
std::vector<CompressedEntry> compress_entries(const std::vector<std::string_view>& contents, int level = 6);

// True when `entry` decompresses to exactly `bytes` (compared byte for byte, not by checksum).
bool entry_holds(const CompressedEntry& entry, std::string_view bytes);

}  // namespace quizpack
