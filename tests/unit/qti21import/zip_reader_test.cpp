// The zip reader refuses hostile entry names and passes no limit: each refusal names the package.
#include <catch2/catch.hpp>

#include "package/zip_reader.hpp"
#include "package/zip_writer.hpp"

using namespace quizpack;

namespace {

std::string refusal(const std::vector<ZipSource>& files, const PackageLimits& limits = {}) {
  try {
    read_zip_entries(zip_files(files), "bad.zip", limits);
  } catch (const std::runtime_error& e) {
    return e.what();
  }
  return "";
}

}  // namespace

TEST_CASE("entries come back with their paths and bytes, folders left out") {
  const auto entries = read_zip_entries(zip_files({{"a/", ""}, {"a/b.xml", "<b/>"}, {"c.txt", "c"}}), "ok.zip");
  REQUIRE(entries.size() == 2);
  CHECK(entries[0].path == "a/b.xml");
  CHECK(entries[0].bytes == "<b/>");
  CHECK(entries[1].bytes == "c");
}

TEST_CASE("absolute names, '..' segments and backslashes are refused, naming the package and the entry") {
  CHECK(refusal({{"../evil.xml", "x"}}) ==
        "bad.zip: the entry name '../evil.xml' has a '..' segment; the package is refused");
  CHECK(refusal({{"items/../../evil.xml", "x"}}).find("has a '..' segment") != std::string::npos);
  CHECK(refusal({{"/etc/evil", "x"}}) == "bad.zip: the entry name '/etc/evil' is absolute; the package is refused");
  CHECK(refusal({{"C:/evil", "x"}}).find("is absolute") != std::string::npos);
  CHECK(refusal({{"items\\evil.xml", "x"}}).find("holds a backslash") != std::string::npos);
  CHECK(refused_entry_name("items/..x/a..b.xml").empty());
}

TEST_CASE("too many entries, too large entries or totals and zip bombs are refused before decompressing") {
  PackageLimits small;
  small.max_entries = 2;
  CHECK(refusal({{"a", "1"}, {"b", "2"}, {"c", "3"}}, small) ==
        "bad.zip: it holds 3 entries, over the limit of 2; the package is refused");
  small = {};
  small.max_entry_bytes = 1 << 20;
  CHECK(refusal({{"big.bin", std::string((1 << 20) + 1, 'x')}}, small).find("is over 1 MiB uncompressed") !=
        std::string::npos);
  small = {};
  small.max_total_bytes = 1 << 20;
  small.max_ratio = 1e9;  // the repeated letters compress far past 200:1
  CHECK(refusal({{"a.bin", std::string(600 << 10, 'a')}, {"b.bin", std::string(600 << 10, 'b')}}, small)
            .find("over 1 MiB uncompressed in all") != std::string::npos);
  CHECK(refusal({{"zeros.bin", std::string(8 << 20, '\0')}}) ==
        "bad.zip: the entry zeros.bin expands more than 200 times (a zip bomb?); the package is refused");
  CHECK(refusal({{"small-zeros.bin", std::string(4096, '\0')}}).empty());
}

TEST_CASE("bytes that are not a zip are refused") {
  CHECK_FALSE(is_zip("<?xml"));
  CHECK_THROWS_WITH(read_zip_entries("PK\x03\x04 not really", "fake.zip"),
                    Catch::StartsWith("fake.zip: not a readable zip archive"));
}
