// Entries compressed once and copied into archives as they are; the cache of shared entries.
#include <zip.h>
#include <catch2/catch.hpp>

#include <atomic>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include "package/compressed_entry.hpp"
#include "package/entry_cache.hpp"
#include "package/zip_writer.hpp"

using namespace quizpack;

namespace {

// Some text that deflate shrinks, different for each seed.
std::string text(unsigned seed, std::size_t size) {
  std::string s;
  std::uint32_t x = seed * 2654435761u + 1;
  while (s.size() < size) {
    x = x * 1103515245u + 12345u;
    s += "word" + std::to_string((x >> 16) % 97) + ' ';
  }
  s.resize(size);
  return s;
}

// Every entry's name, bytes and method, read back with libzip (which checks each CRC).
struct ReadEntry {
  std::string name, bytes;
  zip_uint16_t method;
};
std::vector<ReadEntry> read_back(const std::string& archive_bytes) {
  zip_error_t err;
  zip_error_init(&err);
  zip_source_t* src = zip_source_buffer_create(archive_bytes.data(), archive_bytes.size(), 0, &err);
  zip_t* z = zip_open_from_source(src, ZIP_RDONLY | ZIP_CHECKCONS, &err);
  REQUIRE(z != nullptr);
  std::vector<ReadEntry> out;
  for (zip_int64_t i = 0; i < zip_get_num_entries(z, 0); ++i) {
    zip_stat_t st;
    REQUIRE(zip_stat_index(z, static_cast<zip_uint64_t>(i), 0, &st) == 0);
    zip_file_t* f = zip_fopen_index(z, static_cast<zip_uint64_t>(i), 0);
    REQUIRE(f != nullptr);
    std::string data(st.size + 1, '\0');
    const zip_int64_t n = zip_fread(f, data.data(), data.size());
    REQUIRE(n == static_cast<zip_int64_t>(st.size));
    data.resize(st.size);
    zip_fclose(f);
    out.push_back({st.name, data, st.comp_method});
  }
  zip_close(z);
  return out;
}

}  // namespace

TEST_CASE("a precompressed entry reads back as its bytes, deflated or stored") {
  const std::vector<ZipSource> files{{"big.txt", text(1, 300000)},
                                     {"tiny.txt", "ab"},
                                     {"empty.txt", ""},
                                     {"noise.bin", std::string("\x89PNG\r\n\x1a\n\x00\x01\xff", 11)}};
  const std::string z = zip_files(files, ZipOptions{1700000000, 6});
  const auto entries = read_back(z);
  REQUIRE(entries.size() == files.size());
  for (std::size_t i = 0; i < files.size(); ++i) {
    CHECK(entries[i].name == files[i].path);
    CHECK(entries[i].bytes == files[i].bytes);
  }
  CHECK(entries[0].method == ZIP_CM_DEFLATE);
  CHECK(z.size() < 300000 / 2);
}

TEST_CASE("a stored entry is copied as it is") {
  const auto stored = std::make_shared<const CompressedEntry>(CompressedEntry{"ab", 2, 0x9e83486du, false});
  const auto entries = read_back(zip_entries({{"ab.txt", stored}}, 1700000000));
  REQUIRE(entries.size() == 1);
  CHECK(entries[0].bytes == "ab");
  CHECK(entries[0].method == ZIP_CM_STORE);
  CHECK(entry_holds(*stored, "ab"));
  CHECK_FALSE(entry_holds(*stored, "ac"));
}

TEST_CASE("an entry compressed once gives the same archive as compressing it in place") {
  const std::string bytes = text(2, 100000);
  const auto entry = std::make_shared<const CompressedEntry>(compress_entry(bytes));
  CHECK(entry->size == bytes.size());
  CHECK(entry->deflated);
  CHECK(entry->data.size() < bytes.size());
  const std::string reused = zip_entries({{"a.txt", entry}, {"b/a.txt", entry}}, 1700000000);
  const std::string fresh = zip_files({{"a.txt", bytes}, {"b/a.txt", bytes}}, ZipOptions{1700000000, 6});
  CHECK(reused == fresh);
}

TEST_CASE("a compressed entry holds exactly its own bytes") {
  const std::string bytes = text(3, 70000);
  const CompressedEntry entry = compress_entry(bytes);
  CHECK(entry_holds(entry, bytes));
  std::string changed = bytes;
  changed[65537] = changed[65537] == 'x' ? 'y' : 'x';
  CHECK_FALSE(entry_holds(entry, changed));
  CHECK_FALSE(entry_holds(entry, bytes.substr(0, bytes.size() - 1)));
  CHECK_FALSE(entry_holds(entry, bytes + " "));
  const CompressedEntry tiny = compress_entry("ab");
  CHECK(entry_holds(tiny, "ab"));
  CHECK_FALSE(entry_holds(tiny, "ac"));
}

TEST_CASE("the cache compresses identical bytes once and never confuses different bytes") {
  EntryCache cache(1 << 20);
  const std::string a = text(4, 50000), b = text(5, 50000);
  const auto first = cache.compress(a);
  CHECK(cache.compress(std::string(a)) == first);
  const auto other = cache.compress(b);
  CHECK(other != first);
  CHECK(entry_holds(*other, b));
  CHECK(cache.compress(a) == first);
}

TEST_CASE("the cache forgets its oldest entries beyond its capacity") {
  const std::string a = text(6, 200000), b = text(7, 200000);
  const std::size_t one = compress_entry(a).data.size();
  EntryCache cache(one + one / 2);
  const auto first = cache.compress(a);
  cache.compress(b);
  const auto again = cache.compress(a);
  CHECK(again != first);
  CHECK(again->data == first->data);
}

TEST_CASE("the cache is safe to use from several threads") {
  EntryCache cache(1 << 20);
  std::vector<std::string> inputs;
  for (unsigned i = 0; i < 4; ++i) inputs.push_back(text(10 + i, 30000));
  std::vector<std::vector<std::shared_ptr<const CompressedEntry>>> got(4);
  std::vector<std::thread> threads;
  for (unsigned t = 0; t < 4; ++t)
    threads.emplace_back([&, t] {
      for (unsigned round = 0; round < 3; ++round)
        for (const auto& input : inputs) got[t].push_back(cache.compress(input));
    });
  for (auto& t : threads) t.join();
  for (const auto& results : got)
    for (std::size_t i = 0; i < results.size(); ++i) {
      CHECK(entry_holds(*results[i], inputs[i % inputs.size()]));
      CHECK(results[i] == got[0][i % inputs.size()]);  // threads asking at once wait for one compression
    }
}

TEST_CASE("a thread asking for bytes another thread is compressing waits for that compression") {
  EntryCache cache(64u << 20);
  const std::string big = text(20, 4000000);
  std::shared_ptr<const CompressedEntry> a, b;
  std::thread first([&] { a = cache.compress(big); });
  std::thread second([&] { b = cache.compress(std::string(big)); });
  first.join();
  second.join();
  CHECK(a == b);
  CHECK(entry_holds(*a, big));
}

TEST_CASE("a keyed entry is made and compressed once, and a failed maker leaves no entry behind") {
  EntryCache cache(1 << 20);
  const std::string a = text(30, 50000);
  std::atomic<int> made{0};
  const auto make_a = [&] {
    ++made;
    return std::string(a);
  };
  std::vector<std::shared_ptr<const CompressedEntry>> got(4);
  std::vector<std::thread> threads;
  for (unsigned t = 0; t < 4; ++t) threads.emplace_back([&, t] { got[t] = cache.compress_keyed("a", make_a); });
  for (auto& t : threads) t.join();
  CHECK(made == 1);
  for (const auto& entry : got) CHECK(entry == got[0]);
  CHECK(entry_holds(*got[0], a));
  CHECK(cache.compress_keyed("b", [] { return std::string("other"); }) != got[0]);
  CHECK(cache.compress(a) != got[0]);  // bytes alone never find a keyed entry

  CHECK_THROWS(cache.compress_keyed("c", []() -> std::string { throw std::runtime_error("no"); }));
  CHECK(entry_holds(*cache.compress_keyed("c", [] { return std::string("made"); }), "made"));
}
