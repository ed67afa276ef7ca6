// How the imsmanifest.xml of a QTI 2.1 content package (IMS CP 1.1 with IMS MD 1.2 and QTI metadata) is written.
#include "export/qti21/manifest_dialect.hpp"

namespace quizpack::qti21 {

using namespace qti;  // NOLINT(google-build-using-namespace): the shared QTI writers

namespace {

// <imsqti:qtiMetadata> of an item: its interaction, feedback and tool (a text-only item has neither of the first).
void add_qti_metadata(XmlWriter& w, const ItemDocument& item) {
  const bool text_only = item.interaction.empty();
  open(w, "imsqti:qtiMetadata");
  add_text(w, "imsqti:timeDependent", "false");
  if (!text_only) add_text(w, "imsqti:interactionType", item.interaction);
  add_text(w, "imsqti:feedbackType", text_only ? "none" : "nonadaptive");
  add_text(w, "imsqti:solutionAvailable",
           text_only || item.interaction == "extendedTextInteraction" ? "false" : "true");
  add_text(w, "imsqti:toolName", "quizpack");
  w.close("imsqti:qtiMetadata");
}

}  // namespace

const QtiManifestDialect& manifest_dialect() {
  static const QtiManifestDialect dialect{
      .namespaces = {{"xmlns", "http://www.imsglobal.org/xsd/imscp_v1p1"},
                     {"xmlns:imsmd", "http://www.imsglobal.org/xsd/imsmd_v1p2"},
                     {"xmlns:imsqti", "http://www.imsglobal.org/xsd/imsqti_metadata_v2p1"}},
      .schema_locations =
          "http://www.imsglobal.org/xsd/imscp_v1p1 http://www.imsglobal.org/xsd/imscp_v1p1.xsd "
          "http://www.imsglobal.org/xsd/imsmd_v1p2 http://www.imsglobal.org/xsd/imsmd_v1p2p4.xsd "
          "http://www.imsglobal.org/xsd/imsqti_metadata_v2p1 "
          "http://www.imsglobal.org/xsd/qti/qtiv2p1/imsqti_metadata_v2p1.xsd",
      .schema = "QTIv2.1 Package",
      .schema_version = "1.0.0",
      .item_type = "imsqti_item_xmlv2p1",
      .test_type = "imsqti_test_xmlv2p1",
      .bytes_per_item = 1536,
      .lom = ims_metadata_1p2("imsmd:"),
      .add_item_metadata = add_qti_metadata};
  return dialect;
}

}  // namespace quizpack::qti21
