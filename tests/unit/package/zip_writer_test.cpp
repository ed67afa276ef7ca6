// Deterministic zips and atomic file writes.
#include <zip.h>
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>

#include "package/atomic_file.hpp"
#include "package/zip_writer.hpp"

using namespace quizpack;

namespace {

struct Entry {
  std::string name, bytes;
  time_t mtime;
  zip_uint32_t attributes;
};

std::vector<Entry> read_zip(const std::string& bytes) {
  zip_error_t err;
  zip_error_init(&err);
  zip_source_t* src = zip_source_buffer_create(bytes.data(), bytes.size(), 0, &err);
  zip_t* z = zip_open_from_source(src, ZIP_RDONLY, &err);
  REQUIRE(z != nullptr);
  std::vector<Entry> out;
  for (zip_int64_t i = 0; i < zip_get_num_entries(z, 0); ++i) {
    zip_stat_t st;
    zip_stat_index(z, static_cast<zip_uint64_t>(i), 0, &st);
    zip_file_t* f = zip_fopen_index(z, static_cast<zip_uint64_t>(i), 0);
    std::string data(st.size, '\0');
    zip_fread(f, data.data(), st.size);
    zip_fclose(f);
    zip_uint8_t os;
    zip_uint32_t attr;
    zip_file_get_external_attributes(z, static_cast<zip_uint64_t>(i), 0, &os, &attr);
    out.push_back({st.name, data, st.mtime, attr});
  }
  zip_close(z);
  return out;
}

}  // namespace

TEST_CASE("zip keeps the order, bytes, time and attributes it is given") {
  const std::vector<ZipSource> files{{"imsmanifest.xml", "<manifest/>"},
                                     {"media/日本.png", std::string("\x89PNG\0\1", 6)},
                                     {"a.txt", std::string(100000, 'x')}};
  const std::string z = zip_files(files, ZipOptions{1700000000, 6});
  const auto entries = read_zip(z);
  REQUIRE(entries.size() == 3);
  CHECK(entries[0].name == "imsmanifest.xml");
  CHECK(entries[1].name == "media/日本.png");
  CHECK(entries[1].bytes == files[1].bytes);
  CHECK(entries[2].bytes == files[2].bytes);
  CHECK(z.size() < 2000);  // deflated
  CHECK(entries[0].attributes == (0100644u << 16));
  // DOS times have two-second resolution and no time zone: the same input gives the same bytes
  CHECK(zip_files(files, ZipOptions{1700000000, 6}) == z);
  CHECK(zip_files(files, ZipOptions{1700000000 + 86400, 6}) != z);
}

TEST_CASE("atomic writes leave no temporary file behind") {
  const auto dir = std::filesystem::temp_directory_path() / "quizpack-atomic-test";
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  write_file_atomically(dir / "out.txt", "first");
  write_file_atomically(dir / "out.txt", "second");
  std::ifstream in(dir / "out.txt");
  std::string s;
  std::getline(in, s);
  CHECK(s == "second");
  std::size_t n = 0;
  for (const auto& e : std::filesystem::directory_iterator(dir)) {
    ++n;
    CHECK_FALSE(is_temporary_name(e.path().filename().string()));
  }
  CHECK(n == 1);
  CHECK_THROWS_AS(write_file_atomically(dir / "missing-folder" / "x", "y"), std::runtime_error);
  std::filesystem::remove_all(dir);
}
