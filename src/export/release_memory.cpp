// Gives the pages of freed heap memory back to the system (glibc's malloc_trim; nothing elsewhere).
#include "export/release_memory.hpp"

#if __has_include(<malloc.h>)
#include <malloc.h>
#endif

namespace quizpack {

void release_free_memory() {
#if defined(__GLIBC__)
  malloc_trim(0);
#endif
}

}  // namespace quizpack
