// Loaded banks left to the process's exit, which takes their memory back faster than freeing each block.
#include "cli/keep_until_exit.hpp"

#include <memory>
#include <vector>

namespace quizpack::cli {
namespace {

#if defined(__SANITIZE_ADDRESS__)
constexpr bool kFreeAtExit = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(leak_sanitizer)
constexpr bool kFreeAtExit = true;
#else
constexpr bool kFreeAtExit = false;
#endif
#else
constexpr bool kFreeAtExit = false;
#endif

}  // namespace

LoadResult& keep_until_exit(LoadResult&& loaded) {
  auto held = std::make_unique<LoadResult>(std::move(loaded));
  LoadResult& kept = *held;
  if (kFreeAtExit) {
    static std::vector<std::unique_ptr<LoadResult>> freed_at_exit;
    freed_at_exit.push_back(std::move(held));
  } else {
    static_cast<void>(held.release());
  }
  return kept;
}

}  // namespace quizpack::cli
