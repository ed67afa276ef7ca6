// Files compiled into the binary: the bundled schemas and the SCORM player.
#pragma once

#include <span>
#include <string_view>

namespace quizpack {

struct EmbeddedFile {
  std::string_view path;  // relative to the embedded folder, '/'-separated
  std::string_view data;
};

std::span<const EmbeddedFile> schema_files();   // schemas/**
std::span<const EmbeddedFile> player_files();   // src/player/** (html, css, js)
std::span<const EmbeddedFile> preview_files();  // src/preview/page/** (css, js)

// The embedded file at `path`, or nullptr.
const EmbeddedFile* find_embedded(std::span<const EmbeddedFile> files, std::string_view path);

}  // namespace quizpack
