// A QTI content package of either version: items as they are written, then the manifest, the test and the images.
#pragma once

#include "export/output_file.hpp"
#include "export/qti/manifest_writer.hpp"
#include "formats/qti/item_writer.hpp"
#include "model/quiz.hpp"

namespace quizpack {

struct QtiPackageSpec {
  qti::QtiVersion version;
  const char* item_test_schema;  // under schemas/
  const char* manifest_schema;
  const QtiManifestDialect* manifest;
};

// Package entries: imsmanifest.xml, test.xml, items/<question-id>.xml, then the images at their bank paths,
// handed to `sink` one at a time (items first, as each is written); returns the warnings.
Diagnostics write_qti_package(const Quiz& quiz, const LanguageTag& lang, const FileSink& sink,
                              const QtiPackageSpec& spec);

}  // namespace quizpack
