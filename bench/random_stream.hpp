// A small deterministic pseudo-random stream (SplitMix64): the same seed gives the same numbers on every platform.
#pragma once

#include <cstddef>
#include <cstdint>

namespace quizpack::bench {

class RandomStream {
 public:
  explicit RandomStream(std::uint64_t seed) : state_(seed) {}

  std::uint64_t next() {
    std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }

  // A number in [0, n); n must be positive.
  std::size_t below(std::size_t n) { return static_cast<std::size_t>(next() % n); }

  // A number in [low, high].
  std::size_t between(std::size_t low, std::size_t high) { return low + below(high - low + 1); }

  // True with probability percent / 100.
  bool chance(unsigned percent) { return below(100) < percent; }

 private:
  std::uint64_t state_;
};

}  // namespace quizpack::bench
