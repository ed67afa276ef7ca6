// The imsmanifest.xml of a SCORM 2004 4th Edition package: one SCO whose primary objective is the pass mark.
#include "export/scorm/scorm2004_manifest.hpp"

#include "export/scorm/manifest_metadata.hpp"
#include "export/scorm/manifest_values.hpp"
#include "export/scorm/manifest_xml.hpp"
#include "export/scorm/scorm_identifiers.hpp"

namespace quizpack {
namespace {

// The SCO reports completion and success itself; the LMS also derives success from the scaled score.
void append_item_sequencing(pugi::xml_node item, const Quiz& quiz, const ScormIdentifiers& ids) {
  auto sequencing = append_element(item, "imsss:sequencing");
  auto primary = append_element(append_element(sequencing, "imsss:objectives"), "imsss:primaryObjective");
  primary.append_attribute("objectiveID") = ids.objective.c_str();
  primary.append_attribute("satisfiedByMeasure") = "true";
  append_text_element(primary, "imsss:minNormalizedMeasure", min_normalized_measure_text(quiz.passing_score));
  auto delivery = append_element(sequencing, "imsss:deliveryControls");
  delivery.append_attribute("completionSetByContent") = "true";
  delivery.append_attribute("objectiveSetByContent") = "true";
}

// The player has its own navigation, so the LMS hides its continue and previous buttons.
void append_presentation(pugi::xml_node item) {
  auto navigation = append_element(append_element(item, "adlnav:presentation"), "adlnav:navigationInterface");
  append_text_element(navigation, "adlnav:hideLMSUI", "continue");
  append_text_element(navigation, "adlnav:hideLMSUI", "previous");
}

}  // namespace

std::string scorm2004_manifest(const Quiz& quiz, const LanguageTag& lang, const std::vector<std::string>& files) {
  const ScormIdentifiers ids = scorm_identifiers(quiz.id, lang);
  const ManifestTexts texts = manifest_texts(quiz, lang);

  pugi::xml_document doc;
  auto manifest = start_manifest(doc, ids.manifest, quiz.version, 0,
                                 {{"xmlns", "http://www.imsglobal.org/xsd/imscp_v1p1"},
                                  {"xmlns:adlcp", "http://www.adlnet.org/xsd/adlcp_v1p3"},
                                  {"xmlns:adlnav", "http://www.adlnet.org/xsd/adlnav_v1p3"},
                                  {"xmlns:imsss", "http://www.imsglobal.org/xsd/imsss"},
                                  {"xmlns:lom", "http://ltsc.ieee.org/xsd/LOM"}});

  append_metadata(manifest, quiz, lang, texts, kScorm2004Lom);
  auto item = append_launch_item(manifest, ids, texts.title);
  append_item_sequencing(item, quiz, ids);
  append_presentation(item);
  auto control = append_element(append_element(item.parent(), "imsss:sequencing"), "imsss:controlMode");
  control.append_attribute("choice") = "true";
  control.append_attribute("flow") = "true";
  append_resources(manifest, ids, files, "adlcp:scormType");

  return document_text(doc);
}

}  // namespace quizpack
