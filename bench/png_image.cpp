// A tiny PNG encoder: IHDR, one IDAT of stored (uncompressed) deflate blocks in a zlib stream, IEND.
#include "png_image.hpp"

#include <algorithm>
#include <array>

#include "random_stream.hpp"

namespace quizpack::bench {
namespace {

std::uint32_t crc32(const std::string& bytes) {
  static const auto table = [] {
    std::array<std::uint32_t, 256> t{};
    for (std::uint32_t n = 0; n < 256; ++n) {
      std::uint32_t c = n;
      for (int k = 0; k < 8; ++k) c = (c & 1) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
      t[n] = c;
    }
    return t;
  }();
  std::uint32_t c = 0xFFFFFFFFu;
  for (char b : bytes) c = table[(c ^ static_cast<std::uint8_t>(b)) & 0xFF] ^ (c >> 8);
  return c ^ 0xFFFFFFFFu;
}

std::uint32_t adler32(const std::string& bytes) {
  std::uint32_t a = 1, b = 0;
  for (char c : bytes) {
    a = (a + static_cast<std::uint8_t>(c)) % 65521u;
    b = (b + a) % 65521u;
  }
  return (b << 16) | a;
}

void put_big_endian(std::string& out, std::uint32_t v) {
  for (int shift = 24; shift >= 0; shift -= 8) out += static_cast<char>((v >> shift) & 0xFF);
}

void put_chunk(std::string& out, const std::string& type, const std::string& data) {
  put_big_endian(out, static_cast<std::uint32_t>(data.size()));
  out += type + data;
  put_big_endian(out, crc32(type + data));
}

// A zlib stream holding `raw` in stored deflate blocks of at most 65535 bytes.
std::string zlib_stored(const std::string& raw) {
  std::string out = "\x78\x01";
  std::size_t pos = 0;
  do {
    const std::size_t n = std::min<std::size_t>(65535, raw.size() - pos);
    const bool last = pos + n == raw.size();
    out += static_cast<char>(last ? 1 : 0);
    const auto len = static_cast<std::uint16_t>(n);
    const auto nlen = static_cast<std::uint16_t>(~len);
    out += static_cast<char>(len & 0xFF);
    out += static_cast<char>(len >> 8);
    out += static_cast<char>(nlen & 0xFF);
    out += static_cast<char>(nlen >> 8);
    out.append(raw, pos, n);
    pos += n;
  } while (pos < raw.size());
  put_big_endian(out, adler32(raw));
  return out;
}

}  // namespace

RgbImage bar_chart(std::uint32_t width, std::uint32_t height, unsigned bars, std::uint64_t seed) {
  RandomStream random(seed);
  RgbImage image{width, height, std::vector<std::uint8_t>(std::size_t{width} * height * 3, 0xF4)};
  const std::uint32_t bar_width = width / (2 * bars + 1);
  for (unsigned b = 0; b < bars; ++b) {
    const auto bar_height = static_cast<std::uint32_t>(random.between(height / 5, height - 4));
    const std::array<std::uint8_t, 3> colour{static_cast<std::uint8_t>(random.below(200)),
                                             static_cast<std::uint8_t>(random.below(200)),
                                             static_cast<std::uint8_t>(random.below(200))};
    const std::uint32_t left = (2 * b + 1) * bar_width;
    for (std::uint32_t y = height - bar_height; y < height; ++y)
      for (std::uint32_t x = left; x < left + bar_width; ++x)
        for (std::size_t k = 0; k < 3; ++k) image.pixels[(std::size_t{y} * width + x) * 3 + k] = colour[k];
  }
  return image;
}

std::string encode_png(const RgbImage& image) {
  std::string header;
  put_big_endian(header, image.width);
  put_big_endian(header, image.height);
  header += std::string("\x08\x02\x00\x00\x00", 5);  // 8 bits, RGB, deflate, adaptive filters, no interlace
  std::string rows;
  const std::size_t stride = std::size_t{image.width} * 3;
  for (std::uint32_t y = 0; y < image.height; ++y) {
    rows += '\0';  // filter: none
    rows.append(reinterpret_cast<const char*>(image.pixels.data()) + y * stride, stride);
  }
  std::string png = "\x89PNG\r\n\x1a\n";
  put_chunk(png, "IHDR", header);
  put_chunk(png, "IDAT", zlib_stored(rows));
  put_chunk(png, "IEND", "");
  return png;
}

}  // namespace quizpack::bench
