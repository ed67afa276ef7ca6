// Compressed entries shared by the packages of one run, so that identical contents are compressed once.
#pragma once

#include <cstddef>
#include <cstdint>
#include <deque>
#include <future>
#include <memory>
#include <mutex>
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

 private:
  using Entry = std::shared_ptr<const CompressedEntry>;
  struct Slot {
    std::size_t hash;
    std::size_t size;
    std::shared_future<Entry> entry;
    std::size_t held = 0;  // compressed bytes, once ready
    bool ready = false;
  };
  Entry compress_and_publish(std::string_view bytes, std::size_t hash, std::promise<Entry>& promise);

  std::size_t capacity_;
  int level_;
  std::mutex mutex_;
  std::deque<Slot> slots_;
  std::size_t held_ = 0;
};

}  // namespace quizpack
