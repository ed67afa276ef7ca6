// A libzip source over an entry compressed beforehand: libzip copies its bytes into the archive as they are.
#include "package/precompressed_source.hpp"

#include <algorithm>
#include <cstring>

namespace quizpack {
namespace {

struct SourceState {
  const CompressedEntry* entry;
  std::size_t offset = 0;
  zip_error_t error{};
};

// Reports the entry's method, sizes and CRC, so that libzip neither recompresses nor recomputes them.
zip_int64_t stat_entry(const CompressedEntry& entry, void* data, zip_uint64_t len) {
  if (len < sizeof(zip_stat_t)) return -1;
  auto* st = static_cast<zip_stat_t*>(data);
  zip_stat_init(st);
  st->size = entry.size;
  st->comp_size = entry.data.size();
  st->comp_method = entry.deflated ? ZIP_CM_DEFLATE : ZIP_CM_STORE;
  st->crc = entry.crc;
  st->encryption_method = ZIP_EM_NONE;
  st->valid = ZIP_STAT_SIZE | ZIP_STAT_COMP_SIZE | ZIP_STAT_COMP_METHOD | ZIP_STAT_CRC | ZIP_STAT_ENCRYPTION_METHOD;
  return static_cast<zip_int64_t>(sizeof(zip_stat_t));
}

zip_int64_t entry_callback(void* userdata, void* data, zip_uint64_t len, zip_source_cmd_t cmd) {
  auto* state = static_cast<SourceState*>(userdata);
  const std::string& bytes = state->entry->data;
  switch (cmd) {
    case ZIP_SOURCE_OPEN:
      state->offset = 0;
      return 0;
    case ZIP_SOURCE_READ: {
      const std::size_t n = std::min(static_cast<std::size_t>(len), bytes.size() - state->offset);
      if (n > 0) std::memcpy(data, bytes.data() + state->offset, n);
      state->offset += n;
      return static_cast<zip_int64_t>(n);
    }
    case ZIP_SOURCE_CLOSE:
      return 0;
    case ZIP_SOURCE_STAT:
      return stat_entry(*state->entry, data, len);
    case ZIP_SOURCE_ERROR:
      return zip_error_to_data(&state->error, data, len);
    case ZIP_SOURCE_FREE:
      delete state;
      return 0;
    case ZIP_SOURCE_SUPPORTS:
      return zip_source_make_command_bitmap(ZIP_SOURCE_OPEN, ZIP_SOURCE_READ, ZIP_SOURCE_CLOSE, ZIP_SOURCE_STAT,
                                            ZIP_SOURCE_ERROR, ZIP_SOURCE_FREE, -1);
    default:
      zip_error_set(&state->error, ZIP_ER_OPNOTSUPP, 0);
      return -1;
  }
}

}  // namespace

zip_source_t* precompressed_source(zip_t* archive, const CompressedEntry& entry) {
  auto* state = new SourceState{&entry};
  zip_error_init(&state->error);
  zip_source_t* src = zip_source_function(archive, entry_callback, state);
  if (!src) delete state;
  return src;
}

}  // namespace quizpack
