// Reads choices from fuzz input bytes; once the bytes run out every choice is 0, so any input is usable.
#pragma once

#include <cstddef>
#include <cstdint>

namespace quizpack::fuzz {

class ByteSource {
 public:
  ByteSource(const std::uint8_t* data, std::size_t size) : data_(data), size_(size) {}

  std::uint8_t byte() { return pos_ < size_ ? data_[pos_++] : 0; }
  bool flag() { return (byte() & 1) != 0; }
  // A number in [0, n); 0 when n is 0.
  std::size_t below(std::size_t n) {
    if (n == 0) return 0;
    const std::size_t wide = static_cast<std::size_t>(byte()) << 8 | byte();
    return wide % n;
  }
  // A number in [low, high].
  std::size_t between(std::size_t low, std::size_t high) { return low + below(high - low + 1); }
  template <typename T, std::size_t N>
  const T& pick(const T (&items)[N]) {
    return items[below(N)];
  }

 private:
  const std::uint8_t* data_;
  std::size_t size_;
  std::size_t pos_ = 0;
};

}  // namespace quizpack::fuzz
