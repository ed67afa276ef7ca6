// Zip archives held in memory, written or read with libzip.
#pragma once

#include <zip.h>

#include <functional>
#include <memory>
#include <string>
#include <string_view>

namespace quizpack {

[[noreturn]] void zip_failure(const std::string& what, zip_error_t* err);

// Lets `add` fill the open `archive`, then closes it, which writes it to its source; discards it when `add` throws
// or the close fails. On a failed close, `rethrow_cause` may throw the source's own reason first.
void fill_and_close(zip_t* archive, const std::function<void(zip_t*)>& add,
                    const std::function<void()>& rethrow_cause = {});

// Opens an empty archive in memory, lets `add` fill it, and returns the closed archive's bytes.
// `add` throws to abandon the archive. Throws std::runtime_error when libzip fails.
std::string build_archive(const std::function<void(zip_t*)>& add);

using ReadArchive = std::unique_ptr<zip_t, void (*)(zip_t*)>;

// Opens `bytes` (which must outlive the result) for reading. Throws std::runtime_error when it is not a zip.
ReadArchive open_archive(std::string_view bytes);

}  // namespace quizpack
