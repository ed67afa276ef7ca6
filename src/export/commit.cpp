// Moves a run's temporary files into place all at once, or not at all.
#include "export/commit.hpp"

namespace quizpack {

namespace fs = std::filesystem;

void commit_all(const std::vector<std::pair<fs::path, fs::path>>& written) {
  struct Done {
    fs::path target, backup;  // backup empty when the target did not exist
  };
  std::vector<Done> done;
  std::size_t i = 0;
  try {
    for (; i < written.size(); ++i) {
      const auto& [tmp, target] = written[i];
      fs::path backup;
      if (fs::exists(fs::symlink_status(target))) {
        backup = target.parent_path() / ("." + target.filename().string() + ".quizpack-tmp-previous");
        fs::rename(target, backup);
      }
      done.push_back({target, backup});
      fs::rename(tmp, target);
    }
  } catch (...) {
    std::error_code ec;
    for (auto it = done.rbegin(); it != done.rend(); ++it) {
      if (it->backup.empty())
        fs::remove(it->target, ec);
      else
        fs::rename(it->backup, it->target, ec);
    }
    for (std::size_t j = i; j < written.size(); ++j) fs::remove(written[j].first, ec);
    throw;
  }
  std::error_code ec;
  for (const auto& d : done)
    if (!d.backup.empty()) fs::remove(d.backup, ec);
}

}  // namespace quizpack
