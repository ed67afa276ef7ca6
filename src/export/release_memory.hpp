// Tunes the allocator at start-up and gives the pages of freed heap memory back to the system between export tasks.
#pragma once

namespace quizpack {

// Without it, the small buffers of finished tasks leave holes among the model's allocations that the C library
// keeps resident, and the footprint of a long export grows task after task. A no-op where unsupported.
void release_free_memory();

// Called once at start-up: with glibc's allocator, buffers of 1 MiB and more (package contents, output files) get
// their own mappings and go back to the system when freed; its adaptive threshold would otherwise keep them in
// the heap, fragmented; mimalloc gives freed pages back sooner than by default.
void configure_allocator();

// For a command whose memory is mostly one bank's many small blocks (validate): the heap takes 2 MiB pages where
// the system allows: far fewer page faults, for a few percent more resident memory (bench/README.md). Not for
// export and import, whose freed buffers would then stay resident and raise their peak. A no-op without mimalloc.
void prefer_large_pages();

}  // namespace quizpack
