// Test-only: a writer's files zipped as the export pipeline would zip them.
#include "support/zip_output.hpp"

namespace quizpack::test {

std::string zip_output(const std::vector<OutputFile>& files, const ZipOptions& options) {
  std::vector<ZipSource> sources;
  sources.reserve(files.size());
  for (const auto& file : files) sources.push_back({file.path, file.bytes});
  return zip_files(sources, options);
}

}  // namespace quizpack::test
