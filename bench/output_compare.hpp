// Whether two export output folders hold the same files, packages compared entry by entry.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

namespace quizpack::bench {

struct OutputComparison {
  bool same = false;   // the same files, and each package the same entries (by name)
  std::string detail;  // what was compared and how much of it was equal, or the first difference found
};

// Compares the relative file lists of `a` and `b` (quizpack's bookkeeping files `.quizpack-*` left out), each
// package's (.zip) entry names, and counts the files and entries equal byte for byte once each text of `ignored`
// is removed from both sides.
OutputComparison compare_outputs(const std::filesystem::path& a, const std::filesystem::path& b,
                                 const std::vector<std::string>& ignored);

}  // namespace quizpack::bench
