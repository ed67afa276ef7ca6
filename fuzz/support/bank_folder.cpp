// A temporary bank folder holding the media files generated banks reference.
#include "support/bank_folder.hpp"

#include <unistd.h>

#include <cstdlib>
#include <fstream>
#include <stdexcept>
#include <string>

namespace quizpack::fuzz {
namespace {

namespace fs = std::filesystem;

// The smallest valid PNG: one transparent pixel.
const unsigned char kPixelPng[] = {0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48,
                                   0x44, 0x52, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00,
                                   0x00, 0x1f, 0x15, 0xc4, 0x89, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x44, 0x41, 0x54, 0x78,
                                   0x9c, 0x63, 0x00, 0x01, 0x00, 0x00, 0x05, 0x00, 0x01, 0x0d, 0x0a, 0x2d, 0xb4, 0x00,
                                   0x00, 0x00, 0x00, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82};

const char kSvg[] =
    "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"4\" height=\"4\"><rect width=\"4\" height=\"4\"/></svg>\n";

class Folder {
 public:
  Folder() {
    std::string pattern = (fs::temp_directory_path() / "quizpack-fuzz-XXXXXX").string();
    if (!::mkdtemp(pattern.data())) throw std::runtime_error("cannot create a temporary folder");
    root_ = pattern;
    fs::create_directories(root_ / "media");
    write(bank_media_paths()[0], std::string(reinterpret_cast<const char*>(kPixelPng), sizeof kPixelPng));
    write(bank_media_paths()[1], kSvg);
    write(bank_media_paths()[2], std::string(reinterpret_cast<const char*>(kPixelPng), sizeof kPixelPng));
    copy_example_media();
  }
  ~Folder() {
    std::error_code ec;
    fs::remove_all(root_, ec);
  }
  Folder(const Folder&) = delete;
  Folder& operator=(const Folder&) = delete;

  const fs::path& root() const { return root_; }

 private:
  void write(const std::string& relative, const std::string& bytes) {
    std::ofstream(root_ / fs::path(relative), std::ios::binary) << bytes;
  }
  // The bundled example banks' images, at the same relative paths, so their banks load here too.
  void copy_example_media() {
    std::error_code ec;
    for (const auto& bank : fs::directory_iterator(fs::path(QUIZPACK_SOURCE_DIR) / "examples", ec)) {
      fs::recursive_directory_iterator it(bank.path(), ec), end;
      for (; !ec && it != end; it.increment(ec)) {
        if (!it->is_regular_file(ec) || it->path().extension() == ".json") continue;
        const fs::path target = root_ / it->path().lexically_relative(bank.path());
        fs::create_directories(target.parent_path(), ec);
        fs::copy_file(it->path(), target, fs::copy_options::skip_existing, ec);
      }
    }
  }
  fs::path root_;
};

}  // namespace

const std::vector<std::string>& bank_media_paths() {
  static const std::vector<std::string> paths = {"media/figure.png", "media/diagram.svg",
                                                 "media/\xc3\xbc"
                                                 "n\xc3\xaf"
                                                 "code-figure.png"};
  return paths;
}

const fs::path& bank_folder() {
  static const Folder folder;
  return folder.root();
}

}  // namespace quizpack::fuzz
