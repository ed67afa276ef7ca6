// Compressed entries shared by the packages of one run, so that identical contents are compressed once.
#include "package/entry_cache.hpp"

#include <algorithm>
#include <functional>
#include <vector>

namespace quizpack {

std::shared_ptr<const CompressedEntry> EntryCache::compress(std::string_view bytes) {
  const std::size_t hash = std::hash<std::string_view>{}(bytes);
  std::vector<std::shared_future<Entry>> candidates;
  std::promise<Entry> promise;
  bool publish = false;
  {
    std::lock_guard lock(mutex_);
    for (const auto& slot : slots_)
      if (slot.hash == hash && slot.size == bytes.size()) candidates.push_back(slot.entry);
    if (candidates.empty()) {
      slots_.push_back({hash, bytes.size(), promise.get_future().share()});
      publish = true;
    }
  }
  if (publish) return compress_and_publish(bytes, hash, promise);
  for (auto& candidate : candidates) {
    try {
      Entry entry = candidate.get();
      if (entry_holds(*entry, bytes)) return entry;
    } catch (const std::exception&) {
      // the other thread's compression failed; compress here instead
    }
  }
  return std::make_shared<const CompressedEntry>(compress_entry(bytes, level_));
}

// Compresses `bytes` for the pending slot of `promise`, then keeps or drops that slot within the capacity.
std::shared_ptr<const CompressedEntry> EntryCache::compress_and_publish(std::string_view bytes, std::size_t hash,
                                                                        std::promise<Entry>& promise) {
  Entry entry;
  try {
    entry = std::make_shared<const CompressedEntry>(compress_entry(bytes, level_));
  } catch (...) {
    promise.set_exception(std::current_exception());
    std::lock_guard lock(mutex_);
    slots_.erase(std::remove_if(slots_.begin(), slots_.end(),
                                [&](const Slot& s) { return !s.ready && s.hash == hash && s.size == bytes.size(); }),
                 slots_.end());
    throw;
  }
  promise.set_value(entry);
  std::lock_guard lock(mutex_);
  const auto mine = std::find_if(slots_.begin(), slots_.end(),
                                 [&](const Slot& s) { return !s.ready && s.hash == hash && s.size == bytes.size(); });
  if (mine == slots_.end()) return entry;
  if (entry->data.size() > capacity_) {
    slots_.erase(mine);
    return entry;
  }
  mine->ready = true;
  mine->held = entry->data.size();
  held_ += mine->held;
  while (held_ > capacity_) {
    const auto oldest = std::find_if(slots_.begin(), slots_.end(), [](const Slot& s) { return s.ready; });
    held_ -= oldest->held;
    slots_.erase(oldest);
  }
  return entry;
}

}  // namespace quizpack
