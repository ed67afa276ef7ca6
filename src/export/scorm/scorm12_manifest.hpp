// The imsmanifest.xml of a SCORM 1.2 package: one organization, one SCO, every package file listed.
#pragma once

#include <string>
#include <vector>

#include "model/quiz.hpp"

namespace quizpack {

constexpr const char* kScorm12ManifestSchema = "scorm12/scorm12-manifest.xsd";

// `files`: every package path besides the manifest, the launch page included, in listing order.
std::string scorm12_manifest(const Quiz& quiz, const LanguageTag& lang, const std::vector<std::string>& files);

}  // namespace quizpack
