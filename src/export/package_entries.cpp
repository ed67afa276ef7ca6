// A package's entries as a task collects them: each put at its position, compressed in batches as they come.
#include "export/package_entries.hpp"

#include <memory>
#include <stdexcept>
#include <string_view>

namespace quizpack {
namespace {

// Raw bytes gathered before they are compressed: a small batch, so that the next files reuse the freed memory
// instead of its pages going back to the system and being faulted in again.
constexpr std::size_t kBatchBytes = std::size_t{64} << 10;

}  // namespace

void PackageEntries::add(std::size_t position, OutputFile& file) {
  if (entries_.size() <= position) entries_.resize(position + 1);
  if (file.shared && file.make && !file.key.empty()) {
    entries_[position] = {std::move(file.path), shared_.compress_keyed(file.key, file.make)};
    return;
  }
  make_bytes(file);
  if (file.shared) {
    entries_[position] = {std::move(file.path), shared_.compress(file.bytes)};
    std::string().swap(file.bytes);
    return;
  }
  entries_[position] = {std::move(file.path), nullptr};
  pending_.emplace_back(position, std::move(file.bytes));
  pending_bytes_ += pending_.back().second.size();
  if (pending_bytes_ >= kBatchBytes) flush();
}

const std::vector<ZipEntry>& PackageEntries::finish() {
  flush();
  for (std::size_t i = 0; i < entries_.size(); ++i)
    if (!entries_[i].content) throw std::runtime_error("the writer gave no file for entry " + std::to_string(i));
  return entries_;
}

void PackageEntries::flush() {
  if (pending_.empty()) return;
  std::vector<std::string_view> contents;
  contents.reserve(pending_.size());
  for (const auto& p : pending_) contents.emplace_back(p.second);
  auto compressed = compress_entries(contents);
  for (std::size_t i = 0; i < pending_.size(); ++i)
    entries_[pending_[i].first].content = std::make_shared<const CompressedEntry>(std::move(compressed[i]));
  pending_.clear();
  pending_bytes_ = 0;
}

}  // namespace quizpack
