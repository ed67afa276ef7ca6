// Summaries of repeated runs (median times, largest memory) and sizes of output trees.
#pragma once

#include <cstdint>
#include <filesystem>
#include <vector>

#include "child_process.hpp"

namespace quizpack::bench {

struct RunSummary {
  double wall_seconds = 0;  // median
  double cpu_seconds = 0;   // median
  double peak_rss_mb = 0;   // largest of all runs
  double peak_rss_median_mb = 0;
  std::size_t runs = 0;
};

// The middle value, or the mean of the two middle values; 0 when empty.
double median(std::vector<double> values);

RunSummary summarize(const std::vector<ChildRun>& runs);

struct TreeSize {
  std::uintmax_t bytes = 0;
  std::size_t files = 0;
};

// Regular files under `folder`, recursively.
TreeSize tree_size(const std::filesystem::path& folder);

}  // namespace quizpack::bench
