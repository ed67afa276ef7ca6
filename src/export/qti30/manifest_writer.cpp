// The imsmanifest.xml of a QTI 3.0 content package (the QTI 3.0 profile of IMS CP 1.2 with IEEE LOM metadata).
#include "export/qti30/manifest_writer.hpp"

#include "formats/qti/identifiers.hpp"
#include "formats/qti/xml_builder.hpp"
#include "text/plain_text.hpp"

namespace quizpack::qti30 {

using namespace qti;  // NOLINT(google-build-using-namespace): the shared QTI writers

namespace {

constexpr const char* kSchemaLocations =
    "http://www.imsglobal.org/xsd/qti/qtiv3p0/imscp_v1p1 "
    "https://purl.imsglobal.org/spec/qti/v3p0/schema/xsd/imsqtiv3p0_imscpv1p2_v1p0.xsd "
    "http://ltsc.ieee.org/xsd/LOM https://purl.imsglobal.org/spec/md/v1p3/schema/xsd/imsmd_loose_v1p3p2.xsd";

// <name><imsmd:string language="lang">text</imsmd:string></name>; no language attribute when `lang` is empty.
void add_lang_string(XmlWriter& w, const char* name, std::string_view text, std::string_view lang) {
  open(w, name);
  if (lang.empty())
    add_text(w, "imsmd:string", text);
  else
    add_text(w, "imsmd:string", text, {{"language", lang}});
  w.close(name);
}

// What a package's <imsmd:lom> holds beyond a resource's: the description and the version.
struct LomExtras {
  std::string_view description;
  std::string_view version;
};

// <imsmd:lom>: the general category with identifier, title and language, and `extras` when given.
void add_lom(XmlWriter& w, std::string_view identifier, std::string_view title, std::string_view lang,
             const LomExtras* extras = nullptr) {
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

void add_item_resource(XmlWriter& w, const ItemDocument& item, const LanguageTag& lang,
                       const std::vector<std::string>& media) {
  open(w, "resource",
       {{"identifier", resource_identifier(item.identifier)}, {"type", "imsqti_item_xmlv3p0"}, {"href", item.path}});
  open(w, "metadata");
  add_lom(w, item.identifier, item.title, lang);
  w.close("metadata");
  add(w, "file", {{"href", item.path}});
  for (const auto& path : media) add(w, "file", {{"href", path}});
  w.close("resource");
}

}  // namespace

std::string write_manifest(const Quiz& quiz, const LanguageTag& lang, const std::vector<ItemDocument>& items,
                           const std::vector<std::vector<std::string>>& media) {
  const std::string title = plain_text(quiz.title.in(lang));
  XmlWriter w = start_document(4096 + items.size() * 1024);
  open(w, "manifest",
       {{"xmlns", "http://www.imsglobal.org/xsd/qti/qtiv3p0/imscp_v1p1"},
        {"xmlns:imsmd", "http://ltsc.ieee.org/xsd/LOM"},
        {"xmlns:xsi", "http://www.w3.org/2001/XMLSchema-instance"},
        {"xsi:schemaLocation", kSchemaLocations},
        {"identifier", manifest_identifier(quiz, lang)}});
  open(w, "metadata");
  add_text(w, "schema", "QTI Package");
  add_text(w, "schemaversion", "3.0.0");
  const std::string description = plain_text(quiz.description.in(lang));
  const LomExtras extras{description, quiz.version};
  add_lom(w, quiz.id, title, lang, &extras);
  w.close("metadata");
  add(w, "organizations");
  open(w, "resources");
  const std::string test_id = test_identifier(quiz);
  open(w, "resource",
       {{"identifier", resource_identifier(test_id)}, {"type", "imsqti_test_xmlv3p0"}, {"href", test_path()}});
  open(w, "metadata");
  add_lom(w, test_id, title, lang);
  w.close("metadata");
  add(w, "file", {{"href", test_path()}});
  for (const auto& item : items) add(w, "dependency", {{"identifierref", resource_identifier(item.identifier)}});
  w.close("resource");
  for (std::size_t i = 0; i < items.size(); ++i) add_item_resource(w, items[i], lang, media[i]);
  w.close("resources");
  w.close("manifest");
  return w.finish();
}

}  // namespace quizpack::qti30
