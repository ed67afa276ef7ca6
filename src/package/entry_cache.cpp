// Compressed entries shared by the packages of one run, so that identical contents are compressed once.
#include "package/entry_cache.hpp"

#include <functional>
#include <vector>

namespace quizpack {

std::shared_ptr<const CompressedEntry> EntryCache::compress(std::string_view bytes) {
  const std::size_t hash = std::hash<std::string_view>{}(bytes);
  std::vector<std::shared_ptr<const CompressedEntry>> candidates;
  {
    std::lock_guard lock(mutex_);
    for (const auto& slot : slots_)
      if (slot.hash == hash && slot.entry->size == bytes.size()) candidates.push_back(slot.entry);
  }
  for (auto& candidate : candidates)
    if (entry_holds(*candidate, bytes)) return candidate;

  auto entry = std::make_shared<const CompressedEntry>(compress_entry(bytes, level_));
  if (entry->data.size() > capacity_) return entry;
  std::lock_guard lock(mutex_);
  slots_.push_back({hash, entry});
  held_ += entry->data.size();
  while (held_ > capacity_) {
    held_ -= slots_.front().entry->data.size();
    slots_.pop_front();
  }
  return entry;
}

}  // namespace quizpack
