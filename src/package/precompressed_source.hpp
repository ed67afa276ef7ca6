// A libzip source over an entry compressed beforehand: libzip copies its bytes into the archive as they are.
#pragma once

#include <zip.h>

#include "package/compressed_entry.hpp"

namespace quizpack {

// A source for `archive` reading `entry`, which must outlive the archive's zip_close or zip_discard.
// Returns nullptr on failure (the archive's error says why).
zip_source_t* precompressed_source(zip_t* archive, const CompressedEntry& entry);

}  // namespace quizpack
