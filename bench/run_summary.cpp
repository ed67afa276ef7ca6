// Median and maximum over repeated runs; byte counts of output folders.
#include "run_summary.hpp"

#include <algorithm>

namespace quizpack::bench {

double median(std::vector<double> values) {
  if (values.empty()) return 0;
  std::sort(values.begin(), values.end());
  const std::size_t mid = values.size() / 2;
  return values.size() % 2 ? values[mid] : (values[mid - 1] + values[mid]) / 2;
}

RunSummary summarize(const std::vector<ChildRun>& runs) {
  std::vector<double> wall, cpu, peak;
  RunSummary s;
  for (const auto& r : runs) {
    wall.push_back(r.wall_seconds);
    cpu.push_back(r.cpu_seconds);
    peak.push_back(r.peak_rss_mb);
    s.peak_rss_mb = std::max(s.peak_rss_mb, r.peak_rss_mb);
  }
  s.wall_seconds = median(wall);
  s.cpu_seconds = median(cpu);
  s.peak_rss_median_mb = median(peak);
  s.runs = runs.size();
  return s;
}

TreeSize tree_size(const std::filesystem::path& folder) {
  TreeSize size;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(folder)) {
    if (!entry.is_regular_file()) continue;
    size.bytes += entry.file_size();
    ++size.files;
  }
  return size;
}

}  // namespace quizpack::bench
