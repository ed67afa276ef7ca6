// The bytes of a bank file, read into memory once and shared by the parser and the position finder.
#pragma once

#include <string>
#include <string_view>

namespace quizpack {

class BankText {
 public:
  explicit BankText(std::string bytes) : bytes_(std::move(bytes)) {}
  BankText(const BankText&) = delete;
  BankText& operator=(const BankText&) = delete;

  [[nodiscard]] std::string_view view() const { return bytes_; }

 private:
  std::string bytes_;
};

}  // namespace quizpack
