// Test-only: where the source tree and the official reference schemas are, so no test compiles in a path.
#pragma once

#include <string>

namespace quizpack::test {

// The source tree's root, without a trailing slash.
std::string source_dir();

// `relative` (e.g. "content/seed") under the source tree.
std::string source_path(const std::string& relative);

// The folder of the official schemas used at test time only.
std::string reference_schemas_dir();

// The folder of GIFT and Moodle XML files written by others, imported at test time only.
std::string import_peers_dir();

}  // namespace quizpack::test
