// Test-only: the paths CMake gives this one file, so that other test files compile the same from any clone.
#include "support/source_dir.hpp"

namespace quizpack::test {

std::string source_dir() { return QUIZPACK_SOURCE_DIR; }

std::string source_path(const std::string& relative) { return source_dir() + "/" + relative; }

std::string reference_schemas_dir() { return QUIZPACK_REFERENCE_SCHEMAS; }

std::string import_peers_dir() { return QUIZPACK_IMPORT_PEERS; }

}  // namespace quizpack::test
