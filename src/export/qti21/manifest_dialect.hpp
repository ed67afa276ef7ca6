// How the imsmanifest.xml of a QTI 2.1 content package (IMS CP 1.1 with IMS MD 1.2 and QTI metadata) is written.
#pragma once

#include "export/qti/manifest_writer.hpp"

namespace quizpack::qti21 {

const QtiManifestDialect& manifest_dialect();

}  // namespace quizpack::qti21
