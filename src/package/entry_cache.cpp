// Compressed entries shared by the packages of one run, so that identical contents are compressed once.
#include "package/entry_cache.hpp"

#include <algorithm>
#include <optional>
#include <vector>

namespace quizpack {

std::shared_ptr<const CompressedEntry> EntryCache::compress(std::string_view bytes) {
  const std::size_t hash = std::hash<std::string_view>{}(bytes);
  std::vector<std::shared_future<Entry>> candidates;
  std::promise<Entry> promise;
  std::uint64_t id = 0;
  bool publish = false;
  {
    std::lock_guard lock(mutex_);
    for (const auto& slot : slots_)
      if (slot.key.empty() && slot.hash == hash && slot.size == bytes.size()) candidates.push_back(slot.entry);
    if (candidates.empty()) {
      id = next_id_++;
      slots_.push_back({id, "", hash, bytes.size(), promise.get_future().share()});
      publish = true;
    }
  }
  if (publish) return compress_and_publish(bytes, id, promise);
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

std::shared_ptr<const CompressedEntry> EntryCache::compress_keyed(const std::string& key,
                                                                  const std::function<std::string()>& make) {
  std::optional<std::shared_future<Entry>> cached;
  std::promise<Entry> promise;
  std::uint64_t id = 0;
  {
    std::lock_guard lock(mutex_);
    const auto same = std::find_if(slots_.begin(), slots_.end(), [&](const Slot& s) { return s.key == key; });
    if (same != slots_.end()) {
      cached = same->entry;
    } else {
      id = next_id_++;
      slots_.push_back({id, key, 0, 0, promise.get_future().share()});
    }
  }
  if (cached) {
    try {
      return cached->get();
    } catch (const std::exception&) {
      return std::make_shared<const CompressedEntry>(compress_entry(make(), level_));
    }
  }
  std::string bytes;
  try {
    bytes = make();
  } catch (...) {
    promise.set_exception(std::current_exception());
    drop(id);
    throw;
  }
  return compress_and_publish(bytes, id, promise);
}

void EntryCache::drop(std::uint64_t id) {
  std::lock_guard lock(mutex_);
  slots_.erase(std::remove_if(slots_.begin(), slots_.end(), [&](const Slot& s) { return s.id == id; }), slots_.end());
}

// Compresses `bytes` for the pending slot `id`, then keeps or drops that slot within the capacity.
std::shared_ptr<const CompressedEntry> EntryCache::compress_and_publish(std::string_view bytes, std::uint64_t id,
                                                                        std::promise<Entry>& promise) {
  Entry entry;
  try {
    entry = std::make_shared<const CompressedEntry>(compress_entry(bytes, level_));
  } catch (...) {
    promise.set_exception(std::current_exception());
    drop(id);
    throw;
  }
  promise.set_value(entry);
  std::lock_guard lock(mutex_);
  const auto mine = std::find_if(slots_.begin(), slots_.end(), [&](const Slot& s) { return s.id == id; });
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
