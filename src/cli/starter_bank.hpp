// The starter bank `quizpack init` writes, compiled into the binary from src/cli/starter/.
#pragma once

#include <span>

#include "embed/embedded_file.hpp"

namespace quizpack {

std::span<const EmbeddedFile> starter_files();  // src/cli/starter/** (the starter quiz.json)

}  // namespace quizpack
