// How the imsmanifest.xml of a QTI 3.0 content package (the QTI 3.0 profile of IMS CP 1.2 with IEEE LOM metadata) is
// written.
#pragma once

#include "export/qti/manifest_writer.hpp"

namespace quizpack::qti30 {

const QtiManifestDialect& manifest_dialect();

}  // namespace quizpack::qti30
