// The parts SCORM 1.2 and 2004 manifests share: LOM metadata, the launch item and the resource list.
#include "export/scorm/manifest_metadata.hpp"

#include "export/scorm/manifest_xml.hpp"
#include "export/scorm/package_file_list.hpp"

namespace quizpack {
namespace {

void append_lom_string(pugi::xml_node parent, const char* name, const std::string& text, const LanguageTag& lang,
                       const LomVocabulary& vocabulary) {
  auto string = append_text_element(append_element(parent, name), vocabulary.string, text);
  string.append_attribute(vocabulary.string_language) = lang.c_str();
}

}  // namespace

void append_metadata(pugi::xml_node manifest, const Quiz& quiz, const LanguageTag& lang, const ManifestTexts& texts,
                     const LomVocabulary& vocabulary) {
  auto metadata = append_element(manifest, "metadata");
  append_text_element(metadata, "schema", "ADL SCORM");
  append_text_element(metadata, "schemaversion", vocabulary.schema_version);
  auto lom = append_element(metadata, vocabulary.lom);
  auto general = append_element(lom, vocabulary.general);
  append_lom_string(general, vocabulary.title, texts.title, lang, vocabulary);
  append_text_element(general, vocabulary.language, lang);
  if (!texts.description.empty())
    append_lom_string(general, vocabulary.description, texts.description, lang, vocabulary);
  if (!quiz.version.empty()) {
    auto version = append_element(append_element(lom, vocabulary.lifecycle), vocabulary.version);
    append_text_element(version, vocabulary.string, quiz.version);
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
