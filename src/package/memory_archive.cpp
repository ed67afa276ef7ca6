// Zip archives held in memory, written or read with libzip.
#include "package/memory_archive.hpp"

#include <stdexcept>

namespace quizpack {

void zip_failure(const std::string& what, zip_error_t* err) {
  throw std::runtime_error("zip: " + what + (err ? std::string(": ") + zip_error_strerror(err) : ""));
}

void fill_and_close(zip_t* archive, const std::function<void(zip_t*)>& add,
                    const std::function<void()>& rethrow_cause) {
  try {
    add(archive);
  } catch (...) {
    zip_discard(archive);
    throw;
  }
  if (zip_close(archive) != 0) {
    const std::string msg = zip_error_strerror(zip_get_error(archive));
    zip_discard(archive);
    if (rethrow_cause) rethrow_cause();
    throw std::runtime_error("zip: cannot write archive: " + msg);
  }
}

std::string build_archive(const std::function<void(zip_t*)>& add) {
  zip_error_t err;
  zip_error_init(&err);
  zip_source_t* buffer = zip_source_buffer_create(nullptr, 0, 0, &err);
  if (!buffer) zip_failure("cannot create buffer", &err);
  zip_source_keep(buffer);
  std::unique_ptr<zip_source_t, void (*)(zip_source_t*)> keep(buffer, zip_source_free);

  zip_t* archive = zip_open_from_source(buffer, ZIP_TRUNCATE, &err);
  if (!archive) zip_failure("cannot open archive", &err);
  fill_and_close(archive, add);

  zip_stat_t st;
  if (zip_source_stat(buffer, &st) != 0 || zip_source_open(buffer) != 0) zip_failure("cannot read archive", nullptr);
  std::string out(static_cast<std::size_t>(st.size), '\0');
  const zip_int64_t n = zip_source_read(buffer, out.data(), st.size);
  zip_source_close(buffer);
  if (n < 0 || static_cast<zip_uint64_t>(n) != st.size) zip_failure("short read of archive", nullptr);
  return out;
}

ReadArchive open_archive(std::string_view bytes) {
  zip_error_t err;
  zip_error_init(&err);
  zip_source_t* src = zip_source_buffer_create(bytes.data(), bytes.size(), 0, &err);
  if (!src) zip_failure("cannot read archive", &err);
  zip_t* archive = zip_open_from_source(src, ZIP_RDONLY, &err);
  if (!archive) {
    zip_source_free(src);
    zip_failure("cannot read archive", &err);
  }
  return {archive, zip_discard};
}

}  // namespace quizpack
