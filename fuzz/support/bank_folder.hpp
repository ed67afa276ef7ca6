// A temporary bank folder holding the media files generated banks reference.
#pragma once

#include <filesystem>
#include <vector>

namespace quizpack::fuzz {

// Created on first use, removed at exit: media/figure.png, media/diagram.svg, media/ünïcode-figure.png, and
// the images of the example banks at their relative paths.
const std::filesystem::path& bank_folder();

// The media paths inside bank_folder(), as banks write them.
const std::vector<std::string>& bank_media_paths();

}  // namespace quizpack::fuzz
