// Test-only: the banks bundled in content/ and examples/, loaded once, and their package goldens.
#pragma once

#include <string>
#include <vector>

#include "model/quiz.hpp"

namespace quizpack::test {

// Every bank under content/ and examples/; throws when one does not load.
const std::vector<Quiz>& bundled_banks();

// The bundled bank with this id; throws when there is none.
const Quiz& bundled_bank(const std::string& id);

// The lines, each followed by a newline: a readable CHECK of a list that should be empty.
std::string joined_lines(const std::vector<std::string>& lines);

// What the named format writes for the banks `ids` in every language, against tests/golden/<format>/<id>/<lang>/:
// one line per differing file (only files with a schema when `schema_files_only`), empty when all match.
std::string package_golden_mismatches(const std::string& format, const std::vector<std::string>& ids,
                                      bool schema_files_only = false);

}  // namespace quizpack::test
