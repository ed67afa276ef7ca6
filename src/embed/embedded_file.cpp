// Look-up in a table of embedded files.
#include "embed/embedded_file.hpp"

namespace quizpack {

const EmbeddedFile* find_embedded(std::span<const EmbeddedFile> files, std::string_view path) {
  for (const auto& f : files)
    if (f.path == path) return &f;
  return nullptr;
}

}  // namespace quizpack
