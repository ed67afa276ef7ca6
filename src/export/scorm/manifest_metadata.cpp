// The parts SCORM 1.2 and 2004 manifests share: LOM metadata, the launch item and the resource list.
#include "export/scorm/manifest_metadata.hpp"

#include "export/scorm/manifest_xml.hpp"
#include "export/scorm/package_file_list.hpp"

namespace quizpack {
namespace {

void append_lom_string(pugi::xml_node parent, const std::string& name, const std::string& text, const LanguageTag& lang,
                       const LomBinding& lom) {
  auto string = append_text_element(append_element(parent, name.c_str()), lom.element(lom.string).c_str(), text);
  string.append_attribute(lom.string_language) = lang.c_str();
}

}  // namespace

void append_metadata(pugi::xml_node manifest, const Quiz& quiz, const LanguageTag& lang, const ManifestTexts& texts,
                     const ScormLom& scorm_lom) {
  const LomBinding& lom = scorm_lom.binding;
  auto metadata = append_element(manifest, "metadata");
  append_text_element(metadata, "schema", "ADL SCORM");
  append_text_element(metadata, "schemaversion", scorm_lom.schema_version);
  auto root = append_element(metadata, lom.element("lom").c_str());
  auto general = append_element(root, lom.element("general").c_str());
  append_lom_string(general, lom.element("title"), texts.title, lang, lom);
  append_text_element(general, lom.element("language").c_str(), lang);
  if (!texts.description.empty()) append_lom_string(general, lom.element("description"), texts.description, lang, lom);
  if (!quiz.version.empty()) {
    auto lifecycle = append_element(root, lom.element(lom.lifecycle).c_str());
    auto version = append_element(lifecycle, lom.element("version").c_str());
    append_text_element(version, lom.element(lom.string).c_str(), quiz.version);
  }
}

pugi::xml_node append_launch_item(pugi::xml_node manifest, const ScormIdentifiers& ids, const std::string& title) {
  auto organizations = append_element(manifest, "organizations");
  organizations.append_attribute("default") = ids.organization.c_str();
  auto organization = append_element(organizations, "organization");
  organization.append_attribute("identifier") = ids.organization.c_str();
  append_text_element(organization, "title", title);
  auto item = append_element(organization, "item");
  item.append_attribute("identifier") = ids.item.c_str();
  item.append_attribute("identifierref") = ids.resource.c_str();
  item.append_attribute("isvisible") = "true";
  append_text_element(item, "title", title);
  return item;
}

void append_resources(pugi::xml_node manifest, const ScormIdentifiers& ids, const std::vector<std::string>& files,
                      const char* scorm_type) {
  auto resource = append_element(append_element(manifest, "resources"), "resource");
  resource.append_attribute("identifier") = ids.resource.c_str();
  resource.append_attribute("type") = "webcontent";
  resource.append_attribute(scorm_type) = "sco";
  resource.append_attribute("href") = kScormLaunchPath;
  for (const auto& path : files) append_element(resource, "file").append_attribute("href") = file_href(path).c_str();
}

}  // namespace quizpack
