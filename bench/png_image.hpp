// A tiny PNG encoder (RGB, 8 bits, uncompressed deflate blocks) for the benchmark's synthetic images.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace quizpack::bench {

struct RgbImage {
  std::uint32_t width = 0, height = 0;
  std::vector<std::uint8_t> pixels;  // width × height × 3 bytes, rows top to bottom
};

// A bar chart of `bars` bars whose heights and colours follow `seed`.
RgbImage bar_chart(std::uint32_t width, std::uint32_t height, unsigned bars, std::uint64_t seed);

// The PNG file bytes of `image`.
std::string encode_png(const RgbImage& image);

}  // namespace quizpack::bench
