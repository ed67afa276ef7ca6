// The bytes of a bank file: mapped from the file when possible, so the parser can let the pages it has read go
// (they are read from the file again if a diagnostic needs them), else held in memory.
#include "load/bank_text.hpp"

#include <algorithm>

#include <fcntl.h>
#include <sys/mman.h>
#include <unistd.h>

namespace quizpack {

BankText::BankText(std::string bytes) : bytes_(std::move(bytes)), view_(bytes_) {}

BankText::~BankText() {
  if (mapping_) munmap(mapping_, mapped_);
}

std::shared_ptr<const BankText> BankText::map(const std::filesystem::path& path, std::size_t size) {
  if (size == 0) return nullptr;
  const int fd = open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) return nullptr;
  void* p = mmap(nullptr, size, PROT_READ, MAP_PRIVATE, fd, 0);
  close(fd);
  if (p == MAP_FAILED) return nullptr;
  madvise(p, size, MADV_SEQUENTIAL);
  std::shared_ptr<BankText> text(new BankText());
  text->mapping_ = p;
  text->mapped_ = size;
  text->view_ = std::string_view(static_cast<const char*>(p), size);
  return text;
}

void BankText::release_before(std::size_t offset) const {
  if (!mapping_) return;
  const auto page = static_cast<std::size_t>(sysconf(_SC_PAGESIZE));
  constexpr std::size_t kStep = 4u << 20;  // a few calls per file, not one per question
  const std::size_t end = std::min(offset, mapped_) / page * page;
  if (end < released_ + kStep) return;
  madvise(static_cast<char*>(mapping_) + released_, end - released_, MADV_DONTNEED);
  released_ = end;
}

}  // namespace quizpack
