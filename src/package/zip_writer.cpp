// Zips in-memory files into a deterministic archive: entries in the given order, fixed time and attributes.
#include "package/zip_writer.hpp"

#include <zip.h>

#include <ctime>
#include <memory>
#include <stdexcept>
#include <utility>

namespace quizpack {
namespace {

[[noreturn]] void fail(const std::string& what, zip_error_t* err) {
  std::string msg = "zip: " + what + (err ? std::string(": ") + zip_error_strerror(err) : "");
  throw std::runtime_error(msg);
}

// The DOS date and time of `t` read in UTC, so the bytes do not depend on the time zone.
std::pair<zip_uint16_t, zip_uint16_t> dos_time_utc(std::int64_t t) {
  const auto seconds = static_cast<time_t>(t);
  std::tm tm{};
  gmtime_r(&seconds, &tm);
  const auto time = static_cast<zip_uint16_t>((tm.tm_hour << 11) | (tm.tm_min << 5) | (tm.tm_sec / 2));
  const auto date = static_cast<zip_uint16_t>(((tm.tm_year - 80) << 9) | ((tm.tm_mon + 1) << 5) | tm.tm_mday);
  return {time, date};
}

}  // namespace

std::string zip_files(const std::vector<OutputFile>& entries, const ZipOptions& options) {
  zip_error_t err;
  zip_error_init(&err);
  zip_source_t* buffer = zip_source_buffer_create(nullptr, 0, 0, &err);
  if (!buffer) fail("cannot create buffer", &err);
  zip_source_keep(buffer);
  std::unique_ptr<zip_source_t, void (*)(zip_source_t*)> keep(buffer, zip_source_free);

  zip_t* archive = zip_open_from_source(buffer, ZIP_TRUNCATE, &err);
  if (!archive) fail("cannot open archive", &err);

  const auto [dos_time, dos_date] = dos_time_utc(options.mtime);
  for (const auto& entry : entries) {
    zip_source_t* src = zip_source_buffer(archive, entry.bytes.data(), entry.bytes.size(), 0);
    if (!src) fail("cannot add " + entry.path, zip_get_error(archive));
    const zip_int64_t index = zip_file_add(archive, entry.path.c_str(), src, ZIP_FL_ENC_UTF_8);
    if (index < 0) {
      zip_source_free(src);
      fail("cannot add " + entry.path, zip_get_error(archive));
    }
    const auto i = static_cast<zip_uint64_t>(index);
    zip_set_file_compression(archive, i, ZIP_CM_DEFLATE, static_cast<zip_uint32_t>(options.level));
    zip_file_set_dostime(archive, i, dos_time, dos_date, 0);
    zip_file_set_external_attributes(archive, i, 0, ZIP_OPSYS_UNIX, 0100644u << 16);
  }
  if (zip_close(archive) != 0) {
    zip_error_t* e = zip_get_error(archive);
    std::string msg = zip_error_strerror(e);
    zip_discard(archive);
    throw std::runtime_error("zip: cannot write archive: " + msg);
  }

  zip_stat_t st;
  if (zip_source_stat(buffer, &st) != 0 || zip_source_open(buffer) != 0) fail("cannot read archive", nullptr);
  std::string out(static_cast<size_t>(st.size), '\0');
  const zip_int64_t n = zip_source_read(buffer, out.data(), st.size);
  zip_source_close(buffer);
  if (n < 0 || static_cast<zip_uint64_t>(n) != st.size) fail("short read of archive", nullptr);
  return out;
}

}  // namespace quizpack
