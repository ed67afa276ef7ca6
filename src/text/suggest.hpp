// "Did you mean" hints: the known name nearest to a mistyped one.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace quizpack {

// Damerau-Levenshtein distance (optimal string alignment): insertions, deletions, substitutions, swaps.
std::size_t edit_distance(std::string_view a, std::string_view b);

// The nearest of `names` to `typed` within `max_distance` edits; the first on ties.
std::optional<std::string> closest_name(std::string_view typed, const std::vector<std::string>& names,
                                        std::size_t max_distance = 2);

}  // namespace quizpack
