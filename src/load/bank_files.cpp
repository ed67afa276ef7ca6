// Finds the bank files under the given paths and reads one into memory within the size limit.
#include "load/bank_files.hpp"

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <memory>
#include <set>

namespace quizpack {
namespace {

namespace fs = std::filesystem;

void io_problem(LoadResult& result, const std::string& file, const std::string& rule, const std::string& message) {
  result.diagnostics.push_back(error(rule, message, SourceLocation{file, 0, 0, ""}));
  ++result.io_errors;
}

// Collects bank files under `path`, sorted; a file argument is taken as a bank whatever its name.
std::vector<fs::path> find_banks(const fs::path& path, LoadResult& result) {
  std::error_code ec;
  const auto status = fs::status(path, ec);
  if (ec || !fs::exists(status)) {
    io_problem(result, path.string(), "io-error", "no such file or folder");
    return {};
  }
  if (!fs::is_directory(status)) return {path};
  std::vector<fs::path> found;
  fs::recursive_directory_iterator it(path, fs::directory_options::skip_permission_denied, ec), end;
  for (; !ec && it != end; it.increment(ec))
    if (it->path().filename() == kBankFileName && it->is_regular_file(ec)) found.push_back(it->path());
  if (ec) io_problem(result, path.string(), "io-error", "cannot list the folder: " + ec.message());
  std::sort(found.begin(), found.end());
  if (found.empty() && !ec)
    io_problem(result, path.string(), "no-bank", std::string("no bank found: the folder holds no ") + kBankFileName);
  return found;
}

// Reads the whole file into one string of its size; false (errno set) when it cannot.
bool read_file(const fs::path& path, std::uintmax_t size, std::string& out) {
  std::unique_ptr<std::FILE, int (*)(std::FILE*)> f(std::fopen(path.c_str(), "rb"), std::fclose);
  if (!f) return false;
  out.resize(static_cast<std::size_t>(size));
  const std::size_t got = std::fread(out.data(), 1, out.size(), f.get());
  if (std::ferror(f.get())) return false;
  out.resize(got);
  // a file that grew since its size was read is read to its end
  char more[4096];
  for (std::size_t n; (n = std::fread(more, 1, sizeof more, f.get())) > 0;) out.append(more, n);
  return !std::ferror(f.get());
}

}  // namespace

std::vector<fs::path> find_bank_files(const std::vector<fs::path>& paths, LoadResult& result) {
  std::vector<fs::path> files;
  for (const auto& p : paths) {
    auto found = find_banks(p, result);
    files.insert(files.end(), found.begin(), found.end());
  }
  // A bank reached twice (its file and its folder, or two spellings of one path) is loaded once.
  std::set<fs::path> seen;
  files.erase(std::remove_if(files.begin(), files.end(),
                             [&](const fs::path& f) {
                               std::error_code ec;
                               const fs::path real = fs::weakly_canonical(f, ec);
                               return !seen.insert(ec ? fs::absolute(f) : real).second;
                             }),
              files.end());
  return files;
}

bool over_size_limit(std::uintmax_t size, const std::string& name, const LoadLimits& limits, Diagnostics& out) {
  if (size <= limits.max_file_bytes) return false;
  out.push_back(error("file-too-large",
                      "the file has " + std::to_string(size) + " bytes, over the limit of " +
                          std::to_string(limits.max_file_bytes) + " (raise it with --max-file-size)",
                      SourceLocation{name, 0, 0, ""}));
  return true;
}

std::optional<std::string> read_bank_file(const fs::path& path, const std::string& name, const LoadLimits& limits,
                                          LoadResult& result) {
  std::error_code ec;
  if (!fs::is_regular_file(path, ec)) {
    io_problem(result, name, "io-error", "not a regular file; a bank is a file, not a device, pipe or socket");
    return std::nullopt;
  }
  const auto size = fs::file_size(path, ec);
  if (ec) {
    io_problem(result, name, "io-error", "cannot read: " + ec.message());
    return std::nullopt;
  }
  ++result.banks_found;
  if (over_size_limit(size, name, limits, result.diagnostics)) return std::nullopt;
  // Read, not mapped: a file truncated by another program while it loads must not crash the process.
  std::string bytes;
  if (!read_file(path, size, bytes)) {
    io_problem(result, name, "io-error", std::string("cannot read: ") + std::strerror(errno));
    return std::nullopt;
  }
  return bytes;
}

}  // namespace quizpack
