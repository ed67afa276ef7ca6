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

// Deflates `bytes` at `level` (libdeflate's 1-12), or stores them when deflate cannot shrink them, as libzip
// would. Throws std::runtime_error for a level libdeflate refuses.
CompressedEntry compress_entry(std::string_view bytes, int level = 6);

// The same for many contents at once, in order.
std::vector<CompressedEntry> compress_entries(const std::vector<std::string_view>& contents, int level = 6);

// True when `entry` decompresses to exactly `bytes` (compared byte for byte, not by checksum).
bool entry_holds(const CompressedEntry& entry, std::string_view bytes);

}  // namespace quizpack
