// Zips written straight into a temporary file are the bytes zip_entries returns, whatever their size.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <iterator>

#include "package/zip_writer.hpp"
#include "support/tree.hpp"

using namespace quizpack;

namespace {

// Text is deflated; noise is stored, as deflate cannot shrink it.
std::vector<ZipEntry> entries_of(const std::vector<std::pair<std::string, std::string>>& files) {
  std::vector<ZipEntry> out;
  for (const auto& [path, bytes] : files)
    out.push_back({path, std::make_shared<const CompressedEntry>(compress_entry(bytes, 6))});
  return out;
}

// `folder` names a folder of this test case's own (ctest runs test cases at once).
std::string written_to_file(const std::string& folder_name, const std::vector<ZipEntry>& entries, std::uint64_t& size) {
  const std::filesystem::path folder = test::fresh_dir(folder_name);
  TemporaryFile file(folder / "out.zip");
  size = write_zip_entries(entries, 1700000000, file);
  const std::filesystem::path path = file.close();
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// Bytes that deflate poorly, so entries stay larger than the file's 1 MiB buffer.
std::string noise(std::size_t n, unsigned seed) {
  std::string s(n, '\0');
  for (auto& c : s) {
    seed = seed * 1103515245u + 12345u;
    c = static_cast<char>(seed >> 16);
  }
  return s;
}

}  // namespace

TEST_CASE("an archive written into a file is byte for byte the one built in memory") {
  const std::vector<std::vector<std::pair<std::string, std::string>>> cases = {
      {{"imsmanifest.xml", "<manifest/>"}},
      {{"a.txt", std::string(100, 'a')}, {"media/b.png", noise(3000, 1)}, {"empty.txt", ""}},
      {{"large.bin", noise(3u << 20, 2)}, {"next.txt", "after a flush"}, {"larger.bin", noise(5u << 20, 3)}},
  };
  for (const auto& files : cases) {
    const auto entries = entries_of(files);
    const std::string in_memory = zip_entries(entries, 1700000000);
    std::uint64_t size = 0;
    const std::string in_file = written_to_file("file-archive-sizes", entries, size);
    INFO(files.size() << " files");
    CHECK(in_file.size() == in_memory.size());
    CHECK(in_file == in_memory);
    CHECK(size == in_file.size());
  }
}

TEST_CASE("many small entries cross the file's buffer between a header and its rewrite") {
  std::vector<std::pair<std::string, std::string>> files;
  for (unsigned i = 0; i < 3000; ++i) files.emplace_back("items/item-" + std::to_string(i) + ".xml", noise(700, i));
  const auto entries = entries_of(files);
  std::uint64_t size = 0;
  CHECK(written_to_file("file-archive-many", entries, size) == zip_entries(entries, 1700000000));
}
