// Test-only: compares output with a golden file byte for byte; QUIZPACK_UPDATE_GOLDEN=1 rewrites it instead.
#pragma once

#include <string>

namespace quizpack::test {

// Path under tests/golden/. Returns an empty string when equal (or rewritten), else a description of the
// first difference. A missing golden file is a difference unless rewriting.
std::string golden_mismatch(const std::string& relative_path, const std::string& actual);

}  // namespace quizpack::test
