// The command's exit codes.
#pragma once

namespace quizpack::cli {

inline constexpr int kExitOk = 0;
inline constexpr int kExitContentErrors = 1;  // the banks or the export have errors (or warnings with --strict)
inline constexpr int kExitUsage = 2;          // bad arguments, unreadable paths, unusable output folder

}  // namespace quizpack::cli
