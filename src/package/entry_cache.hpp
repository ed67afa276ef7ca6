// Compressed entries shared by the packages of one run, so that identical contents are compressed once.
#pragma once

#include <cstddef>
#include <cstdint>
#include <deque>
#include <functional>
#include <future>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>

#include "package/compressed_entry.hpp"

namespace quizpack {

class EntryCache {
 public:
  // Holds at most `capacity` compressed bytes; the oldest entries leave first.
  explicit EntryCache(std::size_t capacity, int level = 6) : capacity_(capacity), level_(level) {}

  // The compressed form of `bytes`: a cached entry when one decompresses to exactly these bytes (waiting
  // for one another thread is compressing from contents of the same hash and size), else a new one, kept
  // for later calls. Thread-safe.
  std::shared_ptr<const CompressedEntry> compress(std::string_view bytes);

  // The compressed form of the bytes `make` gives, the caller's promise being that calls with the same `key`
  // give the same bytes: the cached entry of `key` when there is one (waiting for another thread making it),
  // else `make`'s bytes compressed and kept. Thread-safe.
  std::shared_ptr<const CompressedEntry> compress_keyed(const std::string& key,
                                                        const std::function<std::string()>& make);

 private:
  using Entry = std::shared_ptr<const CompressedEntry>;
  struct Slot {
    std::uint64_t id;
    std::string key;  // empty for slots found by hash and size
    std::size_t hash;
    std::size_t size;
    std::shared_future<Entry> entry;
    std::size_t held = 0;  // compressed bytes, once ready
    bool ready = false;
  };
  Entry compress_and_publish(std::string_view bytes, std::uint64_t id, std::promise<Entry>& promise);
  void drop(std::uint64_t id);

  std::size_t capacity_;
  int level_;
  std::mutex mutex_;
  std::deque<Slot> slots_;
  std::size_t held_ = 0;
  std::uint64_t next_id_ = 0;
};

}  // namespace quizpack
