// Gives the pages of freed heap memory back to the system (mimalloc's or glibc's allocator; nothing elsewhere).
#include "export/release_memory.hpp"

#if defined(QUIZPACK_USE_MIMALLOC)
#include <mimalloc.h>
#elif __has_include(<malloc.h>)
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
// made by two workers at once, would race to set it up (glibc then aborts at thread exit). Under mimalloc the
// same holds for glibc's heap; mimalloc's own collection is used instead (forced: a lower peak, bench/README.md).
void release_free_memory() {
#if defined(QUIZPACK_USE_MIMALLOC)
  mi_collect(true);
#elif defined(__GLIBC__) && !defined(QUIZPACK_OWN_ALLOCATOR)
  malloc_trim(0);
#endif
}

void configure_allocator() {
#if defined(QUIZPACK_USE_MIMALLOC)
  // Freed pages go back at once instead of after 25 ms: the export's and import's peaks stay well under 256 MiB
  // for a few percent more system time (bench/README.md).
  mi_option_set(mi_option_decommit_delay, 0);
#elif defined(__GLIBC__) && !defined(QUIZPACK_OWN_ALLOCATOR)
  mallopt(M_MMAP_THRESHOLD, 1 << 20);
#endif
}

void prefer_large_pages() {
#if defined(QUIZPACK_USE_MIMALLOC)
  mi_option_set(mi_option_large_os_pages, 1);
  mi_option_set(mi_option_decommit_delay, 10);  // a large page given back at once would be faulted in again soon
#endif
}

}  // namespace quizpack
