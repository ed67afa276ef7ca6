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
  // Freed pages go back after 10 ms instead of 25: the export's peak stays where glibc's was (bench/README.md).
  mi_option_set(mi_option_decommit_delay, 10);
#elif defined(__GLIBC__) && !defined(QUIZPACK_OWN_ALLOCATOR)
  mallopt(M_MMAP_THRESHOLD, 1 << 20);
#endif
}

void prefer_large_pages() {
#if defined(QUIZPACK_USE_MIMALLOC)
  mi_option_set(mi_option_large_os_pages, 1);
#endif
}

}  // namespace quizpack
