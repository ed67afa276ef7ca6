// Zip archives that libzip writes straight into a temporary file, through a buffer, never held whole in memory.
#pragma once

#include <zip.h>

#include <cstdint>
#include <functional>

#include "package/atomic_file.hpp"

namespace quizpack {

// Opens an empty archive writing into `file` (which must be empty), lets `add` fill it, closes it and returns
// the archive's size in bytes. `add` throws to abandon the archive. Throws std::runtime_error when libzip or the
// file fails (the file's own reason first).
std::uint64_t build_archive_in(TemporaryFile& file, const std::function<void(zip_t*)>& add);

}  // namespace quizpack
