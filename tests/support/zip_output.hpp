// Test-only: a writer's files zipped as the export pipeline would zip them.
#pragma once

#include <string>
#include <vector>

#include "export/output_file.hpp"
#include "package/zip_writer.hpp"

namespace quizpack::test {

// The bytes of a zip holding `files` in order.
std::string zip_output(const std::vector<OutputFile>& files, const ZipOptions& options = {});

}  // namespace quizpack::test
