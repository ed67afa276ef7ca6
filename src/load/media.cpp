// Resolves the images the texts reference to files inside the bank's folder and reads them.
#include "load/media.hpp"

#include <fstream>
#include <map>
#include <sstream>

#include "text/media_names.hpp"

namespace quizpack {
namespace {

namespace fs = std::filesystem;

constexpr std::uintmax_t kMaxMediaBytes = 16u << 20;

// Checks the written path's form; returns an error message, or empty when it is a plain relative path.
std::string path_problem(const std::string& src) {
  if (src.find("://") != std::string::npos || src.rfind("//", 0) == 0 || src.rfind("data:", 0) == 0)
    return "image \"" + src +
           "\" is not a file of the bank; packages play offline, so images must be files beside the bank";
  if (src.empty() || src.front() == '/' || src.find('\\') != std::string::npos || src.find(':') != std::string::npos)
    return "image path \"" + src + "\" must be relative to the bank's folder, with '/' separators";
  std::stringstream parts(src);
  for (std::string part; std::getline(parts, part, '/');)
    if (part == ".." || part == "." || part.empty())
      return "image path \"" + src + "\" must stay inside the bank's folder (no '..', '.' or empty parts)";
  return {};
}

}  // namespace

std::vector<MediaFile> read_media(const Quiz&, BankContext& ctx) {
  std::map<std::string, MediaFile> files;
  std::map<std::string, bool> checked;
  for (const auto& [src, pointer] : ctx.images) {
    if (checked.count(src)) continue;
    checked[src] = true;
    if (const std::string problem = path_problem(src); !problem.empty()) {
      ctx.fail("media-path", problem, pointer);
      continue;
    }
    const std::string mime = image_media_type(src);
    if (mime.empty()) {
      ctx.fail("media-type", "image \"" + src + "\" is not a PNG, JPEG, GIF, SVG or WebP file", pointer);
      continue;
    }
    std::error_code ec;
    const fs::path root = fs::weakly_canonical(ctx.folder, ec);
    const fs::path full = fs::weakly_canonical(ctx.folder / src, ec);
    if (ec || !fs::exists(full)) {
      ctx.fail("media-missing", "image \"" + src + "\" does not exist in the bank's folder", pointer);
      continue;
    }
    const auto rel = full.lexically_relative(root);
    if (rel.empty() || rel.begin()->string() == "..") {
      ctx.fail("media-path", "image \"" + src + "\" resolves (through a symbolic link) outside the bank's folder",
               pointer);
      continue;
    }
    if (!fs::is_regular_file(full) || fs::file_size(full, ec) > kMaxMediaBytes) {
      ctx.fail("media-missing", "image \"" + src + "\" is not a regular file of at most 16 MiB", pointer);
      continue;
    }
    std::ifstream in(full, std::ios::binary);
    std::ostringstream bytes;
    bytes << in.rdbuf();
    if (!in) {
      ctx.fail("media-missing", "image \"" + src + "\" cannot be read", pointer);
      continue;
    }
    files[src] = MediaFile{src, mime, bytes.str()};
  }
  std::vector<MediaFile> out;
  for (auto& [path, file] : files) out.push_back(std::move(file));
  return out;
}

}  // namespace quizpack
