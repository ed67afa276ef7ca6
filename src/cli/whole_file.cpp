// Reads a whole input file into memory in one read, for the commands that take files.
#include "cli/whole_file.hpp"

#include <cstdio>
#include <memory>

#include "cli/usage_error.hpp"

namespace quizpack::cli {

std::string whole_file(const std::filesystem::path& path, const std::string& shown) {
  std::unique_ptr<std::FILE, int (*)(std::FILE*)> file(std::fopen(path.c_str(), "rb"), std::fclose);
  if (!file) throw UsageError(shown + ": cannot read the file");
  std::string bytes;
  std::error_code ec;
  const auto size = std::filesystem::file_size(path, ec);
  if (!ec) bytes.resize(size);
  const std::size_t got = bytes.empty() ? 0 : std::fread(bytes.data(), 1, bytes.size(), file.get());
  bytes.resize(got);
  char more[65536];
  for (std::size_t n; (n = std::fread(more, 1, sizeof more, file.get())) > 0;) bytes.append(more, n);
  if (std::ferror(file.get()) != 0) throw UsageError(shown + ": cannot read the file");
  return bytes;
}

}  // namespace quizpack::cli
