// Checks the files a SCORM package carries besides its manifest and lists their paths.
#include "export/scorm/package_file_list.hpp"

#include <set>
#include <sstream>
#include <stdexcept>

namespace quizpack {
namespace {

bool is_package_path(const std::string& path) {
  if (path.empty() || path.front() == '/' || path.find('\\') != std::string::npos) return false;
  std::istringstream segments(path);
  std::string segment;
  while (std::getline(segments, segment, '/'))
    if (segment.empty() || segment == "." || segment == "..") return false;
  return path.back() != '/';
}

}  // namespace

std::vector<std::string> package_file_paths(const std::vector<OutputFile>& files) {
  std::vector<std::string> paths;
  std::set<std::string> seen;
  for (const auto& file : files) {
    if (!is_package_path(file.path)) throw std::logic_error("SCORM package file with invalid path '" + file.path + "'");
    if (file.path == kScormManifestPath) throw std::logic_error("SCORM package file replaces the manifest");
    if (!seen.insert(file.path).second) throw std::logic_error("SCORM package file listed twice: " + file.path);
    paths.push_back(file.path);
  }
  if (!seen.count(kScormLaunchPath))
    throw std::logic_error(std::string("SCORM package without its launch page ") + kScormLaunchPath);
  return paths;
}

}  // namespace quizpack
