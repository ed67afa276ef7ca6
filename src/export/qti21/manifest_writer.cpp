// The imsmanifest.xml of a QTI 2.1 content package (IMS CP 1.1 with IMS MD 1.2 and QTI metadata).
#include "export/qti21/manifest_writer.hpp"

#include "formats/qti/identifiers.hpp"
#include "formats/qti/xml_builder.hpp"
#include "text/plain_text.hpp"

namespace quizpack::qti21 {

using namespace qti;  // NOLINT(google-build-using-namespace): the shared QTI writers

namespace {

constexpr const char* kSchemaLocations =
    "http://www.imsglobal.org/xsd/imscp_v1p1 http://www.imsglobal.org/xsd/imscp_v1p1.xsd "
    "http://www.imsglobal.org/xsd/imsmd_v1p2 http://www.imsglobal.org/xsd/imsmd_v1p2p4.xsd "
    "http://www.imsglobal.org/xsd/imsqti_metadata_v2p1 "
    "http://www.imsglobal.org/xsd/qti/qtiv2p1/imsqti_metadata_v2p1.xsd";

void add_langstring(XmlWriter& w, const char* name, std::string_view text, std::string_view lang) {
  open(w, name);
  add_text(w, "imsmd:langstring", text, {{"xml:lang", lang}});
  w.close(name);
}

// What a package's <imsmd:lom> holds beyond an item's: the description and the version.
struct LomExtras {
  std::string_view description;
  std::string_view version;
};

// <imsmd:lom>: the general category with identifier, title and language, and `extras` when given.
void add_lom(XmlWriter& w, std::string_view identifier, std::string_view title, std::string_view lang,
             const LomExtras* extras = nullptr) {
  open(w, "imsmd:lom");
  open(w, "imsmd:general");
  add_text(w, "imsmd:identifier", identifier);
  add_langstring(w, "imsmd:title", title, lang);
  add_text(w, "imsmd:language", lang);
  if (extras) add_langstring(w, "imsmd:description", extras->description, lang);
  w.close("imsmd:general");
  if (extras) {
    open(w, "imsmd:lifecycle");
    open(w, "imsmd:version");
    add_text(w, "imsmd:langstring", extras->version);
    w.close("imsmd:version");
    w.close("imsmd:lifecycle");
  }
  w.close("imsmd:lom");
}

void add_item_resource(XmlWriter& w, const ItemDocument& item, const LanguageTag& lang,
                       const std::vector<std::string>& media) {
  open(w, "resource",
       {{"identifier", resource_identifier(item.identifier)}, {"type", "imsqti_item_xmlv2p1"}, {"href", item.path}});
  open(w, "metadata");
  add_lom(w, item.identifier, item.title, lang);
  open(w, "imsqti:qtiMetadata");
  add_text(w, "imsqti:timeDependent", "false");
  add_text(w, "imsqti:interactionType", item.interaction);
  add_text(w, "imsqti:feedbackType", "nonadaptive");
  add_text(w, "imsqti:solutionAvailable", item.interaction == "extendedTextInteraction" ? "false" : "true");
  add_text(w, "imsqti:toolName", "quizpack");
  w.close("imsqti:qtiMetadata");
  w.close("metadata");
  add(w, "file", {{"href", item.path}});
  for (const auto& path : media) add(w, "file", {{"href", path}});
  w.close("resource");
}

}  // namespace

std::string write_manifest(const Quiz& quiz, const LanguageTag& lang, const std::vector<ItemDocument>& items,
                           const std::vector<std::vector<std::string>>& media) {
  const std::string title = plain_text(quiz.title.in(lang));
  XmlWriter w = start_document(4096 + items.size() * 1536);
  open(w, "manifest",
       {{"xmlns", "http://www.imsglobal.org/xsd/imscp_v1p1"},
        {"xmlns:imsmd", "http://www.imsglobal.org/xsd/imsmd_v1p2"},
        {"xmlns:imsqti", "http://www.imsglobal.org/xsd/imsqti_metadata_v2p1"},
        {"xmlns:xsi", "http://www.w3.org/2001/XMLSchema-instance"},
        {"xsi:schemaLocation", kSchemaLocations},
        {"identifier", manifest_identifier(quiz, lang)}});
  open(w, "metadata");
  add_text(w, "schema", "QTIv2.1 Package");
  add_text(w, "schemaversion", "1.0.0");
  const std::string description = plain_text(quiz.description.in(lang));
  const LomExtras extras{description, quiz.version};
  add_lom(w, quiz.id, title, lang, &extras);
  w.close("metadata");
  add(w, "organizations");
  open(w, "resources");
  const std::string test_id = test_identifier(quiz);
  open(w, "resource",
       {{"identifier", resource_identifier(test_id)}, {"type", "imsqti_test_xmlv2p1"}, {"href", test_path()}});
  open(w, "metadata");
  add_lom(w, test_id, title, lang);
  w.close("metadata");
  add(w, "file", {{"href", test_path()}});
  for (const auto& item : items) add(w, "dependency", {{"identifierref", resource_identifier(item.identifier)}});
  w.close("resource");
  for (size_t i = 0; i < items.size(); ++i) add_item_resource(w, items[i], lang, media[i]);
  w.close("resources");
  w.close("manifest");
  return w.finish();
}

}  // namespace quizpack::qti21
