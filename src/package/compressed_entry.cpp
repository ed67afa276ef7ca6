// One zip entry's content compressed once: raw deflate (or stored) bytes with the size and CRC a zip needs.
#include "package/compressed_entry.hpp"

#include <algorithm>
#include <array>
#include <cstring>
#include <stdexcept>
#include <utility>

#include "package/memory_archive.hpp"
#include "package/precompressed_source.hpp"

namespace quizpack {
namespace {

constexpr const char* kEntryName = "entry";

}  // namespace

CompressedEntry compress_entry(std::string_view bytes, int level) {
  return std::move(compress_entries({bytes}, level).front());
}

std::vector<CompressedEntry> compress_entries(const std::vector<std::string_view>& contents, int level) {
  const std::string archive_bytes = build_archive([&](zip_t* archive) {
    for (std::size_t i = 0; i < contents.size(); ++i) {
      zip_source_t* src = zip_source_buffer(archive, contents[i].data(), contents[i].size(), 0);
      if (!src) zip_failure("cannot compress", zip_get_error(archive));
      const std::string name = std::to_string(i);
      const zip_int64_t index = zip_file_add(archive, name.c_str(), src, 0);
      if (index < 0) {
        zip_source_free(src);
        zip_failure("cannot compress", zip_get_error(archive));
      }
      zip_set_file_compression(archive, static_cast<zip_uint64_t>(index), ZIP_CM_DEFLATE,
                               static_cast<zip_uint32_t>(level));
    }
  });
  const ReadArchive archive = open_archive(archive_bytes);
  std::vector<CompressedEntry> entries(contents.size());
  for (std::size_t i = 0; i < contents.size(); ++i) {
    const auto index = static_cast<zip_uint64_t>(i);
    zip_stat_t st;
    if (zip_stat_index(archive.get(), index, 0, &st) != 0) zip_failure("cannot compress", zip_get_error(archive.get()));
    CompressedEntry& entry = entries[i];
    entry.size = st.size;
    entry.crc = st.crc;
    entry.deflated = st.comp_method == ZIP_CM_DEFLATE;
    if (!entry.deflated && st.comp_method != ZIP_CM_STORE)
      throw std::runtime_error("zip: unexpected compression method");
    entry.data.resize(static_cast<std::size_t>(st.comp_size));
    zip_file_t* file = zip_fopen_index(archive.get(), index, ZIP_FL_COMPRESSED);
    if (!file) zip_failure("cannot compress", zip_get_error(archive.get()));
    const zip_int64_t n = zip_fread(file, entry.data.data(), st.comp_size);
    zip_fclose(file);
    if (n < 0 || static_cast<zip_uint64_t>(n) != st.comp_size) zip_failure("short read of compressed entry", nullptr);
  }
  return entries;
}

bool entry_holds(const CompressedEntry& entry, std::string_view bytes) {
  if (entry.size != bytes.size()) return false;
  if (!entry.deflated) return entry.data == bytes;
  const std::string archive_bytes = build_archive([&](zip_t* archive) {
    zip_source_t* src = precompressed_source(archive, entry);
    if (!src) zip_failure("cannot read compressed entry", zip_get_error(archive));
    if (zip_file_add(archive, kEntryName, src, 0) < 0) {
      zip_source_free(src);
      zip_failure("cannot read compressed entry", zip_get_error(archive));
    }
  });
  const ReadArchive archive = open_archive(archive_bytes);
  zip_file_t* file = zip_fopen_index(archive.get(), 0, 0);
  if (!file) return false;
  std::array<char, 1 << 16> chunk;
  std::size_t at = 0;
  bool same = true;
  for (;;) {
    const zip_int64_t n = zip_fread(file, chunk.data(), chunk.size());
    if (n <= 0) {
      same = same && n == 0 && at == bytes.size();
      break;
    }
    const auto count = static_cast<std::size_t>(n);
    if (count > bytes.size() - at || std::memcmp(chunk.data(), bytes.data() + at, count) != 0) {
      same = false;
      break;
    }
    at += count;
  }
  zip_fclose(file);
  return same;
}

}  // namespace quizpack
