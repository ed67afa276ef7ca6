// Comparison of two output trees: the same relative paths and package entries, and how many are equal byte for byte
// once texts named by the caller are removed.
#include "output_compare.hpp"

#include <fstream>
#include <set>
#include <sstream>

#include "package/zip_reader.hpp"

namespace quizpack::bench {
namespace {

namespace fs = std::filesystem;

std::set<std::string> relative_files(const fs::path& root) {
  std::set<std::string> files;
  for (const auto& entry : fs::recursive_directory_iterator(root)) {
    if (!entry.is_regular_file() || entry.path().filename().string().rfind(".quizpack-", 0) == 0) continue;
    files.insert(fs::relative(entry.path(), root).generic_string());
  }
  return files;
}

std::string contents(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

std::string without(std::string text, const std::vector<std::string>& ignored) {
  for (const auto& t : ignored) {
    if (t.empty()) continue;
    std::string kept;
    std::size_t from = 0;
    for (std::size_t at = text.find(t); at != std::string::npos; at = text.find(t, from)) {
      kept.append(text, from, at - from);
      from = at + t.size();
    }
    if (from == 0) continue;
    kept.append(text, from, std::string::npos);
    text = std::move(kept);
  }
  return text;
}

bool is_zip_name(const std::string& f) { return f.size() > 4 && f.compare(f.size() - 4, 4, ".zip") == 0; }

struct Tally {
  std::size_t files = 0, files_equal = 0, entries = 0, entries_equal = 0;
  std::uintmax_t bytes_a = 0, bytes_b = 0;
  std::vector<std::string> differing;  // the first few files or entries whose bytes differ
};

void note_difference(Tally& t, const std::string& what) {
  if (t.differing.size() < 3) t.differing.push_back(what);
}

// "" when the two archives hold the same entry names in the same order; tallies the entries' bytes.
std::string compare_zips(const std::string& a, const std::string& b, const std::string& name,
                         const std::vector<std::string>& ignored, Tally& t) {
  PackageLimits limits;
  limits.max_entry_bytes = limits.max_total_bytes = std::size_t{1} << 34;
  limits.max_ratio = 1e9;
  const auto entries_a = read_zip_entries(a, name, limits);
  const auto entries_b = read_zip_entries(b, name, limits);
  if (entries_a.size() != entries_b.size()) return "the entry counts differ";
  for (std::size_t i = 0; i < entries_a.size(); ++i) {
    if (entries_a[i].path != entries_b[i].path) return "entry " + entries_a[i].path + " against " + entries_b[i].path;
    ++t.entries;
    if (without(entries_a[i].bytes, ignored) == without(entries_b[i].bytes, ignored))
      ++t.entries_equal;
    else
      note_difference(t, name + ":" + entries_a[i].path);
  }
  return "";
}

std::string summary(const Tally& t) {
  std::string text = std::to_string(t.files) + " files (bookkeeping .quizpack-* left out), the same paths, and " +
                     std::to_string(t.entries) + " package entries, the same names; equal bytes" +
                     " (ignored texts removed): " + std::to_string(t.files_equal) + " of " + std::to_string(t.files) +
                     " files, " + std::to_string(t.entries_equal) + " of " + std::to_string(t.entries) +
                     " entries; output " + std::to_string(t.bytes_a) + " bytes (reference), " +
                     std::to_string(t.bytes_b) + " (new)";
  if (!t.differing.empty()) {
    text += "; differing, e.g.";
    for (const auto& d : t.differing) text += " " + d;
  }
  return text;
}

}  // namespace

OutputComparison compare_outputs(const fs::path& a, const fs::path& b, const std::vector<std::string>& ignored) {
  const auto files_a = relative_files(a);
  const auto files_b = relative_files(b);
  for (const auto& f : files_a)
    if (files_b.count(f) == 0) return {false, f + " is only in the reference's output"};
  for (const auto& f : files_b)
    if (files_a.count(f) == 0) return {false, f + " is only in the new build's output"};
  Tally t;
  for (const auto& f : files_a) {
    const std::string bytes_a = contents(a / f), bytes_b = contents(b / f);
    ++t.files;
    t.bytes_a += bytes_a.size();
    t.bytes_b += bytes_b.size();
    if (is_zip_name(f)) {
      const std::string difference = compare_zips(bytes_a, bytes_b, f, ignored, t);
      if (!difference.empty()) return {false, f + ": " + difference};
    }
    if (bytes_a == bytes_b || without(bytes_a, ignored) == without(bytes_b, ignored))
      ++t.files_equal;
    else if (!is_zip_name(f))
      note_difference(t, f);
  }
  return {true, summary(t)};
}

}  // namespace quizpack::bench
