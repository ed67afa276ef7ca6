// Loaded banks left to the process's exit, which takes their memory back faster than freeing each block.
#pragma once

#include "load/load_bank.hpp"

namespace quizpack::cli {

// Holds `loaded` until the process ends and returns it. Its millions of small blocks are not freed one by one,
// except under the sanitizers (at exit), so that their leak check stays meaningful.
LoadResult& keep_until_exit(LoadResult&& loaded);

}  // namespace quizpack::cli
