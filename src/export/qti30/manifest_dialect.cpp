// How the imsmanifest.xml of a QTI 3.0 content package (the QTI 3.0 profile of IMS CP 1.2 with IEEE LOM) is written.
#include "export/qti30/manifest_dialect.hpp"

namespace quizpack::qti30 {

using namespace qti;  // NOLINT(google-build-using-namespace): the shared QTI writers

namespace {

// <name><imsmd:string language="lang">text</imsmd:string></name>; no language attribute when `lang` is empty.
void add_lang_string(XmlWriter& w, const char* name, std::string_view text, std::string_view lang) {
  open(w, name);
  if (lang.empty())
    add_text(w, "imsmd:string", text);
  else
    add_text(w, "imsmd:string", text, {{"language", lang}});
  w.close(name);
}

// <imsmd:lom>: the general category with identifier, title and language, and `extras` when given.
void add_lom(XmlWriter& w, std::string_view identifier, std::string_view title, std::string_view lang,
             const QtiLomExtras* extras) {
  open(w, "imsmd:lom");
  open(w, "imsmd:general");
  open(w, "imsmd:identifier");
  add_text(w, "imsmd:catalog", "quizpack");
  add_text(w, "imsmd:entry", identifier);
  w.close("imsmd:identifier");
  add_lang_string(w, "imsmd:title", title, lang);
  add_text(w, "imsmd:language", lang);
  if (extras) add_lang_string(w, "imsmd:description", extras->description, lang);
  w.close("imsmd:general");
  if (extras) {
    open(w, "imsmd:lifeCycle");
    add_lang_string(w, "imsmd:version", extras->version, "");
    w.close("imsmd:lifeCycle");
  }
  w.close("imsmd:lom");
}

}  // namespace

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
      .add_lom = add_lom,
      .add_item_metadata = nullptr};
  return dialect;
}

}  // namespace quizpack::qti30
