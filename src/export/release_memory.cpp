// Gives the pages of freed heap memory back to the system (glibc's malloc_trim; nothing elsewhere).
#include "export/release_memory.hpp"

#if __has_include(<malloc.h>)
#include <malloc.h>
#endif

#if defined(__SANITIZE_ADDRESS__)
#define QUIZPACK_OWN_ALLOCATOR 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(memory_sanitizer) || __has_feature(thread_sanitizer)
#define QUIZPACK_OWN_ALLOCATOR 1
#endif
#endif

namespace quizpack {

// Under a sanitizer, malloc is the sanitizer's: glibc's heap is never set up, and the first malloc_trim calls,
// made by two workers at once, would race to set it up (glibc then aborts at thread exit).
void release_free_memory() {
#if defined(__GLIBC__) && !defined(QUIZPACK_OWN_ALLOCATOR)
  malloc_trim(0);
#endif
}

}  // namespace quizpack
