// The imsmanifest.xml of a SCORM 2004 4th Edition package: one SCO whose primary objective is the pass mark.
#pragma once

#include <string>
#include <vector>

#include "model/quiz.hpp"

namespace quizpack {

constexpr const char* kScorm2004ManifestSchema = "scorm2004/scorm2004-manifest.xsd";

// `files`: every package path besides the manifest, the launch page included, in listing order.
std::string scorm2004_manifest(const Quiz& quiz, const LanguageTag& lang, const std::vector<std::string>& files);

}  // namespace quizpack
