// Which banks an export leaves out: those whose bytes, media and settings are as the output folder's record says,
// with their output files in place and their last warnings recorded. Reads and hashes the bank files; loads none.
#include "cli/export_incremental.hpp"

#include <sys/stat.h>

#include "load/bank_files.hpp"
#include "load/bank_shard.hpp"

namespace quizpack::cli {

namespace fs = std::filesystem;

namespace {

// A bank file found, read and hashed.
struct Candidate {
  fs::path path;
  std::string name, id;
};

// True when the recorded bank matches what was found now.
bool unchanged(const BankRecord& recorded, const BankSource& now, const fs::path& out) {
  return recorded.bank_file == now.bank_file && recorded.source == now.source && outputs_intact(recorded, out) &&
         media_unchanged(recorded, fs::path(now.bank_file).parent_path());
}

}  // namespace

IncrementalPlan plan_incremental(const std::vector<fs::path>& paths, const LoadLimits& limits, const fs::path& out,
                                 const std::string& settings, bool force) {
  IncrementalPlan plan;
  LoadResult scan;  // its diagnostics are the loader's to report
  std::vector<Candidate> found;
  std::map<std::string, int> id_count;
  for (const auto& path : find_bank_files(paths, scan)) {
    const std::string name = path.lexically_normal().string();
    std::optional<std::string> bytes = read_bank_file(path, name, limits, scan);
    if (!bytes) {
      plan.to_load.push_back(path);
      continue;
    }
    const std::optional<std::string> id = peek_bank_id(*bytes);
    if (!in_shard(id.value_or(name), limits.shard)) continue;
    plan.sources[name] = {fs::absolute(path).lexically_normal().string(), source_digest(settings, *bytes)};
    if (!id) {
      plan.to_load.push_back(path);
      continue;
    }
    ++id_count[*id];
    found.push_back({path, name, *id});
  }
  const bool fresh = force || scan.io_errors > 0;
  const InputRecord record = fresh ? InputRecord{} : read_input_record(out);
  plan.warnings = fresh ? WarningRecord{} : read_warning_record(out);
  const WarningRecord& warnings = plan.warnings;
  for (const auto& c : found) {
    const auto recorded = record.find(c.id);
    const auto warned = warnings.find(c.id);
    if (id_count[c.id] == 1 && recorded != record.end() && unchanged(recorded->second, plan.sources[c.name], out) &&
        warned != warnings.end() && warned->second.source == recorded->second.source) {
      plan.unchanged[c.id] = recorded->second;
      plan.replayed.insert(plan.replayed.end(), warned->second.warnings.begin(), warned->second.warnings.end());
    } else {
      plan.to_load.push_back(c.path);
    }
  }
  plan.load_all = plan.unchanged.empty();
  return plan;
}

std::map<std::string, BankSource> sources_by_id(const IncrementalPlan& plan, const std::vector<Quiz>& quizzes) {
  std::map<std::string, BankSource> by_id;
  for (const auto& quiz : quizzes)
    if (const auto found = plan.sources.find(quiz.location.file); found != plan.sources.end())
      by_id[quiz.id] = found->second;
  return by_id;
}

std::string build_stamp() {
  struct stat st {};
  if (::stat("/proc/self/exe", &st) != 0) return "unknown";
  return std::to_string(st.st_size) + " " + std::to_string(st.st_mtim.tv_sec) + "." +
         std::to_string(st.st_mtim.tv_nsec) + " " + std::to_string(st.st_ino);
}

}  // namespace quizpack::cli
