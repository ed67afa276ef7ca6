// Zips files into a deterministic archive: entries in the given order, fixed time and attributes.
#include "package/zip_writer.hpp"

#include <zip.h>

#include <ctime>
#include <string_view>
#include <utility>

#include "package/file_archive.hpp"
#include "package/memory_archive.hpp"
#include "package/precompressed_source.hpp"

namespace quizpack {
namespace {

// The DOS date and time of `t` read in UTC, so the bytes do not depend on the time zone.
std::pair<zip_uint16_t, zip_uint16_t> dos_time_utc(std::int64_t t) {
  const auto seconds = static_cast<time_t>(t);
  std::tm tm{};
  gmtime_r(&seconds, &tm);
  const auto time = static_cast<zip_uint16_t>((tm.tm_hour << 11) | (tm.tm_min << 5) | (tm.tm_sec / 2));
  const auto date = static_cast<zip_uint16_t>(((tm.tm_year - 80) << 9) | ((tm.tm_mon + 1) << 5) | tm.tm_mday);
  return {time, date};
}

// The time libzip stores for a DOS date and time: it reads them as local time (as zip_file_set_dostime does, which
// calls mktime for every entry) and writes them back the same way, so the archive holds exactly `dos`.
time_t local_time_of(std::pair<zip_uint16_t, zip_uint16_t> dos) {
  std::tm tm{};
  tm.tm_year = ((dos.second >> 9) & 0x7f) + 80;
  tm.tm_mon = ((dos.second >> 5) & 0x0f) - 1;
  tm.tm_mday = dos.second & 0x1f;
  tm.tm_hour = (dos.first >> 11) & 0x1f;
  tm.tm_min = (dos.first >> 5) & 0x3f;
  tm.tm_sec = (dos.first << 1) & 0x3e;
  tm.tm_isdst = -1;
  return mktime(&tm);
}

// Adds `entries` to `archive` in order, as they were compressed, with the stored time and Unix file attributes.
void add_entries(zip_t* archive, const std::vector<ZipEntry>& entries, time_t stored) {
  for (const auto& entry : entries) {
    zip_source_t* src = precompressed_source(archive, *entry.content);
    if (!src) zip_failure("cannot add " + entry.path, zip_get_error(archive));
    const zip_int64_t index = zip_file_add(archive, entry.path.c_str(), src, ZIP_FL_ENC_UTF_8);
    if (index < 0) {
      zip_source_free(src);
      zip_failure("cannot add " + entry.path, zip_get_error(archive));
    }
    const auto i = static_cast<zip_uint64_t>(index);
    if (!entry.content->deflated) zip_set_file_compression(archive, i, ZIP_CM_STORE, 0);
    zip_file_set_mtime(archive, i, stored, 0);
    zip_file_set_external_attributes(archive, i, 0, ZIP_OPSYS_UNIX, 0100644u << 16);
  }
}

}  // namespace

std::string zip_entries(const std::vector<ZipEntry>& entries, std::int64_t mtime) {
  const time_t stored = local_time_of(dos_time_utc(mtime));
  return build_archive([&](zip_t* archive) { add_entries(archive, entries, stored); });
}

std::uint64_t write_zip_entries(const std::vector<ZipEntry>& entries, std::int64_t mtime, TemporaryFile& file) {
  const time_t stored = local_time_of(dos_time_utc(mtime));
  return build_archive_in(file, [&](zip_t* archive) { add_entries(archive, entries, stored); });
}

std::string zip_files(const std::vector<ZipSource>& files, const ZipOptions& options) {
  std::vector<std::string_view> contents;
  contents.reserve(files.size());
  for (const auto& file : files) contents.emplace_back(file.bytes);
  auto compressed = compress_entries(contents, options.level);
  std::vector<ZipEntry> entries;
  entries.reserve(files.size());
  for (std::size_t i = 0; i < files.size(); ++i)
    entries.push_back({files[i].path, std::make_shared<const CompressedEntry>(std::move(compressed[i]))});
  return zip_entries(entries, options.mtime);
}

}  // namespace quizpack
