// Reads a zip archive's files into memory with libzip, checking every limit before decompressing.
#include "package/zip_reader.hpp"

#include <stdexcept>

#include "package/memory_archive.hpp"

namespace quizpack {
namespace {

// Entries smaller than this are not checked for their ratio: a tiny file cannot be a bomb.
constexpr std::size_t kRatioCheckedFrom = std::size_t{64} << 10;

std::string mib(std::size_t bytes) { return std::to_string(bytes >> 20) + " MiB"; }

[[noreturn]] void refuse(const std::string& name, const std::string& why) {
  throw std::runtime_error(name + ": " + why + "; the package is refused");
}

struct EntryInfo {
  std::string path;
  std::size_t size = 0;
  std::size_t compressed = 0;
};

EntryInfo entry_info(zip_t* archive, zip_uint64_t index, const std::string& name) {
  zip_stat_t st;
  zip_stat_init(&st);
  if (zip_stat_index(archive, index, 0, &st) != 0 || (st.valid & ZIP_STAT_NAME) == 0)
    refuse(name, "entry " + std::to_string(index + 1) + " cannot be read");
  if ((st.valid & ZIP_STAT_SIZE) == 0 || (st.valid & ZIP_STAT_COMP_SIZE) == 0)
    refuse(name, "the entry " + std::string(st.name) + " has no recorded size");
  return EntryInfo{st.name, static_cast<std::size_t>(st.size), static_cast<std::size_t>(st.comp_size)};
}

void check_entry(const EntryInfo& e, const std::string& name, const PackageLimits& limits) {
  if (const std::string why = refused_entry_name(e.path); !why.empty())
    refuse(name, "the entry name '" + e.path + "' " + why);
  if (e.size > limits.max_entry_bytes)
    refuse(name, "the entry " + e.path + " is over " + mib(limits.max_entry_bytes) + " uncompressed");
  if (e.size >= kRatioCheckedFrom && static_cast<double>(e.size) > limits.max_ratio * static_cast<double>(e.compressed))
    refuse(name, "the entry " + e.path + " expands more than " + std::to_string(static_cast<int>(limits.max_ratio)) +
                     " times (a zip bomb?)");
}

std::string entry_bytes(zip_t* archive, zip_uint64_t index, const EntryInfo& e, const std::string& name) {
  std::unique_ptr<zip_file_t, int (*)(zip_file_t*)> file(zip_fopen_index(archive, index, 0), zip_fclose);
  if (!file) refuse(name, "the entry " + e.path + " cannot be opened (encrypted or an unknown compression?)");
  std::string bytes(e.size + 1, '\0');
  std::size_t got = 0;
  while (got < bytes.size()) {
    const zip_int64_t n = zip_fread(file.get(), bytes.data() + got, bytes.size() - got);
    if (n < 0) refuse(name, "the entry " + e.path + " is damaged");
    if (n == 0) break;
    got += static_cast<std::size_t>(n);
  }
  if (got != e.size) refuse(name, "the entry " + e.path + " is not the size its header records");
  bytes.resize(got);
  return bytes;
}

}  // namespace

bool is_zip(std::string_view bytes) {
  return bytes.substr(0, 4) == std::string_view("PK\x03\x04", 4) ||
         bytes.substr(0, 4) == std::string_view("PK\x05\x06", 4);
}

std::string refused_entry_name(const std::string& path) {
  if (path.find('\\') != std::string::npos) return "holds a backslash";
  if (path.empty() || path.front() == '/' || (path.size() > 1 && path[1] == ':')) return "is absolute";
  for (std::size_t start = 0; start <= path.size();) {
    const std::size_t end = std::min(path.find('/', start), path.size());
    if (path.compare(start, end - start, "..") == 0) return "has a '..' segment";
    start = end + 1;
  }
  return "";
}

std::vector<PackageEntry> read_zip_entries(std::string_view bytes, const std::string& name,
                                           const PackageLimits& limits) {
  ReadArchive archive(nullptr, zip_discard);
  try {
    archive = open_archive(bytes);
  } catch (const std::runtime_error& e) {
    refuse(name, std::string("not a readable zip archive (") + e.what() + ")");
  }
  const zip_int64_t count = zip_get_num_entries(archive.get(), 0);
  if (count < 0 || static_cast<std::size_t>(count) > limits.max_entries)
    refuse(name,
           "it holds " + std::to_string(count) + " entries, over the limit of " + std::to_string(limits.max_entries));
  std::vector<EntryInfo> infos;
  std::size_t total = 0;
  for (zip_uint64_t i = 0; i < static_cast<zip_uint64_t>(count); ++i) {
    infos.push_back(entry_info(archive.get(), i, name));
    check_entry(infos.back(), name, limits);
    total += infos.back().size;
    if (total > limits.max_total_bytes)
      refuse(name, "its entries are over " + mib(limits.max_total_bytes) + " uncompressed in all");
  }
  std::vector<PackageEntry> out;
  for (zip_uint64_t i = 0; i < infos.size(); ++i)
    if (infos[i].path.back() != '/') out.push_back({infos[i].path, entry_bytes(archive.get(), i, infos[i], name)});
  return out;
}

}  // namespace quizpack
