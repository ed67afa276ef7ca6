// One zip entry's content compressed once: raw deflate (or stored) bytes with the size and CRC a zip needs.
#include "package/compressed_entry.hpp"

#include <libdeflate.h>

#include <memory>
#include <new>
#include <stdexcept>
#include <string>

namespace quizpack {
namespace {

using Compressor = std::unique_ptr<libdeflate_compressor, void (*)(libdeflate_compressor*)>;

// This thread's compressor for `level`: one allocation per thread and level, not per entry.
libdeflate_compressor* compressor(int level) {
  thread_local int held_level = -1;
  thread_local Compressor held(nullptr, libdeflate_free_compressor);
  if (!held || held_level != level) {
    held.reset(libdeflate_alloc_compressor(level));
    if (!held) throw std::runtime_error("deflate: level " + std::to_string(level) + " cannot be used");
    held_level = level;
  }
  return held.get();
}

// Deflates `bytes`, or stores them when deflate does not make them smaller (as libzip does).
CompressedEntry deflated(libdeflate_compressor* c, std::string_view bytes) {
  CompressedEntry entry;
  entry.size = bytes.size();
  entry.crc = static_cast<std::uint32_t>(libdeflate_crc32(0, bytes.data(), bytes.size()));
  const std::size_t bound = libdeflate_deflate_compress_bound(c, bytes.size());
  const std::unique_ptr<char[]> out(new char[bound]);  // left uninitialised: only the pages written are resident
  const std::size_t n = libdeflate_deflate_compress(c, bytes.data(), bytes.size(), out.get(), bound);
  if (n == 0 || n >= bytes.size()) {
    entry.data = std::string(bytes);
    return entry;
  }
  entry.data.assign(out.get(), n);
  entry.deflated = true;
  return entry;
}

}  // namespace

CompressedEntry compress_entry(std::string_view bytes, int level) { return deflated(compressor(level), bytes); }

std::vector<CompressedEntry> compress_entries(const std::vector<std::string_view>& contents, int level) {
  libdeflate_compressor* c = compressor(level);
  std::vector<CompressedEntry> entries;
  entries.reserve(contents.size());
  for (const auto bytes : contents) entries.push_back(deflated(c, bytes));
  return entries;
}

bool entry_holds(const CompressedEntry& entry, std::string_view bytes) {
  if (entry.size != bytes.size()) return false;
  if (!entry.deflated) return entry.data == bytes;
  const std::unique_ptr<libdeflate_decompressor, void (*)(libdeflate_decompressor*)> d(libdeflate_alloc_decompressor(),
                                                                                       libdeflate_free_decompressor);
  if (!d) throw std::bad_alloc();
  std::string out(bytes.size(), '\0');
  std::size_t got = 0;
  const auto result =
      libdeflate_deflate_decompress(d.get(), entry.data.data(), entry.data.size(), out.data(), out.size(), &got);
  return result == LIBDEFLATE_SUCCESS && got == bytes.size() && out == bytes;
}

}  // namespace quizpack
