// The image types a bank accepts, and file names a bank can hold.
#include "text/media_names.hpp"

#include <algorithm>
#include <cctype>

namespace quizpack {

std::string image_media_type(const std::string& name) {
  const auto dot = name.rfind('.');
  std::string ext = dot == std::string::npos ? "" : name.substr(dot + 1);
  std::transform(ext.begin(), ext.end(), ext.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  if (ext == "png") return "image/png";
  if (ext == "jpg" || ext == "jpeg") return "image/jpeg";
  if (ext == "gif") return "image/gif";
  if (ext == "svg") return "image/svg+xml";
  if (ext == "webp") return "image/webp";
  return "";
}

std::string bank_file_name(const std::string& name) {
  std::string out;
  for (char c : name) out += std::isalnum(static_cast<unsigned char>(c)) || c == '.' || c == '_' ? c : '-';
  if (out.empty() || out[0] == '.') out = "image" + out;
  return out;
}

}  // namespace quizpack
