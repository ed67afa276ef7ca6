// How the imsmanifest.xml of a QTI 3.0 content package (the QTI 3.0 profile of IMS CP 1.2 with IEEE LOM) is written.
#include "export/qti30/manifest_dialect.hpp"

namespace quizpack::qti30 {

const QtiManifestDialect& manifest_dialect() {
  static const QtiManifestDialect dialect{
      .namespaces = {{"xmlns", "http://www.imsglobal.org/xsd/qti/qtiv3p0/imscp_v1p1"},
                     {"xmlns:imsmd", "http://ltsc.ieee.org/xsd/LOM"}},
      .schema_locations =
          "http://www.imsglobal.org/xsd/qti/qtiv3p0/imscp_v1p1 "
          "https://purl.imsglobal.org/spec/qti/v3p0/schema/xsd/imsqtiv3p0_imscpv1p2_v1p0.xsd "
          "http://ltsc.ieee.org/xsd/LOM https://purl.imsglobal.org/spec/md/v1p3/schema/xsd/imsmd_loose_v1p3p2.xsd",
      .schema = "QTI Package",
      .schema_version = "3.0.0",
      .item_type = "imsqti_item_xmlv3p0",
      .test_type = "imsqti_test_xmlv3p0",
      .bytes_per_item = 1024,
      .lom = ieee_lom("imsmd:"),
      .add_item_metadata = nullptr};
  return dialect;
}

}  // namespace quizpack::qti30
