// The imsmanifest.xml of a SCORM 1.2 package: one organization, one SCO, every package file listed.
#include "export/scorm/scorm12_manifest.hpp"

#include "export/scorm/manifest_metadata.hpp"
#include "export/scorm/manifest_values.hpp"
#include "export/scorm/manifest_xml.hpp"
#include "export/scorm/scorm_identifiers.hpp"

namespace quizpack {
namespace {

constexpr std::size_t kVersionMaxChars = 20;  // IMS CP 1.1.2 limit on manifest/@version

}  // namespace

std::string scorm12_manifest(const Quiz& quiz, const LanguageTag& lang, const std::vector<std::string>& files) {
  const ScormIdentifiers ids = scorm_identifiers(quiz.id, lang);
  const ManifestTexts texts = manifest_texts(quiz, lang);

  pugi::xml_document doc;
  auto manifest = start_manifest(doc, ids.manifest, quiz.version, kVersionMaxChars,
                                 {{"xmlns", "http://www.imsproject.org/xsd/imscp_rootv1p1p2"},
                                  {"xmlns:adlcp", "http://www.adlnet.org/xsd/adlcp_rootv1p2"},
                                  {"xmlns:imsmd", "http://www.imsglobal.org/xsd/imsmd_rootv1p2p1"}});

  append_metadata(manifest, quiz, lang, texts, kScorm12Lom);
  auto item = append_launch_item(manifest, ids, texts.title);
  append_text_element(item, "adlcp:masteryscore", mastery_score_text(quiz.passing_score));
  append_resources(manifest, ids, files, "adlcp:scormtype");

  return document_text(doc);
}

}  // namespace quizpack
