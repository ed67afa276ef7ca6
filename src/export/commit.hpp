// Moves a run's temporary files into place all at once, or not at all.
#pragma once

#include <filesystem>
#include <utility>
#include <vector>

namespace quizpack {

// Renames each temporary file onto its target (temporary → target pairs); on any failure puts every earlier
// target back as it was, removes the remaining temporary files and rethrows.
void commit_all(const std::vector<std::pair<std::filesystem::path, std::filesystem::path>>& written);

}  // namespace quizpack
