// Checks the files a SCORM package carries besides its manifest and lists their paths.
#pragma once

#include <string>
#include <vector>

#include "export/output_file.hpp"

namespace quizpack {

constexpr const char* kScormManifestPath = "imsmanifest.xml";
constexpr const char* kScormLaunchPath = "index.html";

// The paths of `files`, in order. Throws std::logic_error when a path is empty, absolute, leaves the
// package (".."), repeats, is the manifest's own path, or when the launch page is missing.
std::vector<std::string> package_file_paths(const std::vector<OutputFile>& files);

}  // namespace quizpack
