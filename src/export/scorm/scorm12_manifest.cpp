// The imsmanifest.xml of a SCORM 1.2 package: one organization, one SCO, every package file listed.
#include "export/scorm/scorm12_manifest.hpp"

#include "export/scorm/manifest_values.hpp"
#include "export/scorm/manifest_xml.hpp"
#include "export/scorm/package_file_list.hpp"
#include "export/scorm/scorm_identifiers.hpp"

namespace quizpack {
namespace {

constexpr std::size_t kVersionMaxChars = 20;  // IMS CP 1.1.2 limit on manifest/@version

void append_langstring(pugi::xml_node parent, const char* name, const std::string& text, const LanguageTag& lang) {
  auto langstring = append_text_element(append_element(parent, name), "imsmd:langstring", text);
  langstring.append_attribute("xml:lang") = lang.c_str();
}

void append_metadata(pugi::xml_node manifest, const Quiz& quiz, const LanguageTag& lang, const ManifestTexts& texts) {
  auto metadata = append_element(manifest, "metadata");
  append_text_element(metadata, "schema", "ADL SCORM");
  append_text_element(metadata, "schemaversion", "1.2");
  auto lom = append_element(metadata, "imsmd:lom");
  auto general = append_element(lom, "imsmd:general");
  append_langstring(general, "imsmd:title", texts.title, lang);
  append_text_element(general, "imsmd:language", lang);
  if (!texts.description.empty()) append_langstring(general, "imsmd:description", texts.description, lang);
  if (!quiz.version.empty()) {
    auto version = append_element(append_element(lom, "imsmd:lifecycle"), "imsmd:version");
    append_text_element(version, "imsmd:langstring", quiz.version);
  }
}

}  // namespace

std::string scorm12_manifest(const Quiz& quiz, const LanguageTag& lang, const std::vector<std::string>& files) {
  const ScormIdentifiers ids = scorm_identifiers(quiz.id, lang);
  const ManifestTexts texts = manifest_texts(quiz, lang);

  pugi::xml_document doc;
  start_document(doc);
  auto manifest = append_element(doc, "manifest");
  manifest.append_attribute("identifier") = ids.manifest.c_str();
  if (!quiz.version.empty() && quiz.version.size() <= kVersionMaxChars)
    manifest.append_attribute("version") = quiz.version.c_str();
  manifest.append_attribute("xmlns") = "http://www.imsproject.org/xsd/imscp_rootv1p1p2";
  manifest.append_attribute("xmlns:adlcp") = "http://www.adlnet.org/xsd/adlcp_rootv1p2";
  manifest.append_attribute("xmlns:imsmd") = "http://www.imsglobal.org/xsd/imsmd_rootv1p2p1";

  append_metadata(manifest, quiz, lang, texts);

  auto organizations = append_element(manifest, "organizations");
  organizations.append_attribute("default") = ids.organization.c_str();
  auto organization = append_element(organizations, "organization");
  organization.append_attribute("identifier") = ids.organization.c_str();
  append_text_element(organization, "title", texts.title);
  auto item = append_element(organization, "item");
  item.append_attribute("identifier") = ids.item.c_str();
  item.append_attribute("identifierref") = ids.resource.c_str();
  item.append_attribute("isvisible") = "true";
  append_text_element(item, "title", texts.title);
  append_text_element(item, "adlcp:masteryscore", mastery_score_text(quiz.passing_score));

  auto resource = append_element(append_element(manifest, "resources"), "resource");
  resource.append_attribute("identifier") = ids.resource.c_str();
  resource.append_attribute("type") = "webcontent";
  resource.append_attribute("adlcp:scormtype") = "sco";
  resource.append_attribute("href") = kScormLaunchPath;
  for (const auto& path : files) append_element(resource, "file").append_attribute("href") = file_href(path).c_str();

  return document_text(doc);
}

}  // namespace quizpack
