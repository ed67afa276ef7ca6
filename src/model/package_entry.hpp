// One file of a content package (a zip's entry or a file of its unpacked folder), read into memory.
#pragma once

#include <string>

namespace quizpack {

struct PackageEntry {
  std::string path;   // '/'-separated, relative to the package's root
  std::string bytes;  // the file's contents
};

}  // namespace quizpack
