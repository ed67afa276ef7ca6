// The bytes of a bank file: mapped from the file when possible, so the parser can let the pages it has read go
// (they are read from the file again if a diagnostic needs them), else held in memory.
#pragma once

#include <cstddef>
#include <filesystem>
#include <memory>
#include <string>
#include <string_view>

namespace quizpack {

class BankText {
 public:
  explicit BankText(std::string bytes);
  ~BankText();
  BankText(const BankText&) = delete;
  BankText& operator=(const BankText&) = delete;

  // Maps the regular file `path` of `size` bytes; nothing when it cannot be mapped (errno then tells why).
  static std::shared_ptr<const BankText> map(const std::filesystem::path& path, std::size_t size);

  [[nodiscard]] std::string_view view() const { return view_; }

  // Lets the resident pages before byte `offset` go; a mapped file gives them back on the next read.
  void release_before(std::size_t offset) const;

 private:
  BankText() = default;
  std::string bytes_;
  void* mapping_ = nullptr;
  std::size_t mapped_ = 0;
  mutable std::size_t released_ = 0;
  std::string_view view_;
};

}  // namespace quizpack
