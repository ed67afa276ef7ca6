// The imsmanifest.xml of a QTI 2.1 content package (IMS CP 1.1 with IMS MD 1.2 and QTI metadata).
#include "export/qti21/manifest_writer.hpp"

#include "export/qti21/identifiers.hpp"
#include "export/qti21/xml_builder.hpp"
#include "text/plain_text.hpp"

namespace quizpack::qti21 {
namespace {

constexpr const char* kSchemaLocations =
    "http://www.imsglobal.org/xsd/imscp_v1p1 http://www.imsglobal.org/xsd/imscp_v1p1.xsd "
    "http://www.imsglobal.org/xsd/imsmd_v1p2 http://www.imsglobal.org/xsd/imsmd_v1p2p4.xsd "
    "http://www.imsglobal.org/xsd/imsqti_metadata_v2p1 "
    "http://www.imsglobal.org/xsd/qti/qtiv2p1/imsqti_metadata_v2p1.xsd";

void add_langstring(pugi::xml_node parent, const char* name, const std::string& text, const LanguageTag& lang) {
  add_text(add(parent, name), "imsmd:langstring", text, {{"xml:lang", lang}});
}

// <imsmd:lom> with the general category; returns the general element for additions.
pugi::xml_node add_lom(pugi::xml_node metadata, const std::string& identifier, const std::string& title,
                       const LanguageTag& lang) {
  pugi::xml_node general = add(add(metadata, "imsmd:lom"), "imsmd:general");
  add_text(general, "imsmd:identifier", identifier);
  add_langstring(general, "imsmd:title", title, lang);
  add_text(general, "imsmd:language", lang);
  return general;
}

void add_item_resource(pugi::xml_node resources, const ItemDocument& item, const LanguageTag& lang,
                       const std::vector<std::string>& media) {
  pugi::xml_node resource =
      add(resources, "resource",
          {{"identifier", resource_identifier(item.identifier)}, {"type", "imsqti_item_xmlv2p1"}, {"href", item.path}});
  pugi::xml_node metadata = add(resource, "metadata");
  add_lom(metadata, item.identifier, item.title, lang);
  pugi::xml_node qti = add(metadata, "imsqti:qtiMetadata");
  add_text(qti, "imsqti:timeDependent", "false");
  add_text(qti, "imsqti:interactionType", item.interaction);
  add_text(qti, "imsqti:feedbackType", "nonadaptive");
  add_text(qti, "imsqti:solutionAvailable", item.interaction == "extendedTextInteraction" ? "false" : "true");
  add_text(qti, "imsqti:toolName", "quizpack");
  add(resource, "file", {{"href", item.path}});
  for (const auto& path : media) add(resource, "file", {{"href", path}});
}

}  // namespace

std::string write_manifest(const Quiz& quiz, const LanguageTag& lang, const std::vector<ItemDocument>& items,
                           const std::vector<std::vector<std::string>>& media) {
  const std::string title = plain_text(quiz.title.in(lang));
  pugi::xml_document document;
  pugi::xml_node declaration = document.append_child(pugi::node_declaration);
  declaration.append_attribute("version").set_value("1.0");
  declaration.append_attribute("encoding").set_value("UTF-8");
  pugi::xml_node manifest = add(document, "manifest",
                                {{"xmlns", "http://www.imsglobal.org/xsd/imscp_v1p1"},
                                 {"xmlns:imsmd", "http://www.imsglobal.org/xsd/imsmd_v1p2"},
                                 {"xmlns:imsqti", "http://www.imsglobal.org/xsd/imsqti_metadata_v2p1"},
                                 {"xmlns:xsi", "http://www.w3.org/2001/XMLSchema-instance"},
                                 {"xsi:schemaLocation", kSchemaLocations},
                                 {"identifier", manifest_identifier(quiz, lang)}});
  pugi::xml_node metadata = add(manifest, "metadata");
  add_text(metadata, "schema", "QTIv2.1 Package");
  add_text(metadata, "schemaversion", "1.0.0");
  pugi::xml_node general = add_lom(metadata, quiz.id, title, lang);
  add_langstring(general, "imsmd:description", plain_text(quiz.description.in(lang)), lang);
  pugi::xml_node version = add(add(general.parent(), "imsmd:lifecycle"), "imsmd:version");
  add_text(version, "imsmd:langstring", quiz.version);
  add(manifest, "organizations");
  pugi::xml_node resources = add(manifest, "resources");
  const std::string test_id = test_identifier(quiz);
  pugi::xml_node test =
      add(resources, "resource",
          {{"identifier", resource_identifier(test_id)}, {"type", "imsqti_test_xmlv2p1"}, {"href", test_path()}});
  add_lom(add(test, "metadata"), test_id, title, lang);
  add(test, "file", {{"href", test_path()}});
  for (const auto& item : items) add(test, "dependency", {{"identifierref", resource_identifier(item.identifier)}});
  for (size_t i = 0; i < items.size(); ++i) add_item_resource(resources, items[i], lang, media[i]);
  return to_xml(document);
}

}  // namespace quizpack::qti21
