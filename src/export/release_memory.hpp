// Gives the pages of freed heap memory back to the system between export tasks.
#pragma once

namespace quizpack {

// Without it, the small buffers of finished tasks leave holes among the model's allocations that the C library
// keeps resident, and the footprint of a long export grows task after task. A no-op where unsupported.
void release_free_memory();

}  // namespace quizpack
