// What a writer returns: files in memory, each with the bundled schema it must validate against.
#pragma once

#include <cstddef>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "model/diagnostic.hpp"

namespace quizpack {

struct OutputFile {
  std::string path;  // relative, '/'-separated: a package entry, or a file name for unpackaged formats
  std::string bytes;
  std::string schema;   // root XSD under schemas/ (e.g. qti21/imsqti_v2p1.xsd); empty when not XML
  bool shared = false;  // likely the same bytes in other packages of the run (player files, media): compressed once
  // When set, `bytes` is empty and `make` gives them. Within one run, files with the same non-empty `key` have the
  // same bytes, so a consumer holding what it made of one (its compressed entry) need not call `make` again.
  std::function<std::string()> make{};
  std::string key{};
};

// Fills `file.bytes` from its maker, if it has one.
inline void make_bytes(OutputFile& file) {
  if (!file.make) return;
  file.bytes = file.make();
  file.make = nullptr;
}

struct WriterOutput {
  std::vector<OutputFile> files;
  Diagnostics warnings;  // what the format cannot express, naming the question
};

// Takes a writer's files one at a time, as they are made, so that a package never holds all its raw files.
// `position` is the file's place in the package; files may come in any order.
using FileSink = std::function<void(std::size_t position, OutputFile&& file)>;

// Takes a single file's bytes in order, piece by piece, so that the whole file is never held at once.
using PieceSink = std::function<void(std::string_view piece)>;

}  // namespace quizpack
