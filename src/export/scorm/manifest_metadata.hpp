// The parts SCORM 1.2 and 2004 manifests share: LOM metadata, the launch item and the resource list.
#pragma once

#include <string>
#include <vector>

#include <pugixml.hpp>

#include "export/scorm/manifest_values.hpp"
#include "export/scorm/scorm_identifiers.hpp"

namespace quizpack {

// What differs between the two LOM bindings: the schema version and the element and attribute names.
struct LomVocabulary {
  const char* schema_version;
  const char* lom;
  const char* general;
  const char* title;
  const char* language;
  const char* description;
  const char* lifecycle;
  const char* version;
  const char* string;           // the element holding one language's text
  const char* string_language;  // its language attribute
};

// IMS Metadata 1.2.1 (imsmd:) as SCORM 1.2 uses it.
inline constexpr LomVocabulary kScorm12Lom{
    .schema_version = "1.2",
    .lom = "imsmd:lom",
    .general = "imsmd:general",
    .title = "imsmd:title",
    .language = "imsmd:language",
    .description = "imsmd:description",
    .lifecycle = "imsmd:lifecycle",
    .version = "imsmd:version",
    .string = "imsmd:langstring",
    .string_language = "xml:lang",
};

// IEEE LOM (lom:) as SCORM 2004 4th Edition uses it.
inline constexpr LomVocabulary kScorm2004Lom{
    .schema_version = "2004 4th Edition",
    .lom = "lom:lom",
    .general = "lom:general",
    .title = "lom:title",
    .language = "lom:language",
    .description = "lom:description",
    .lifecycle = "lom:lifeCycle",
    .version = "lom:version",
    .string = "lom:string",
    .string_language = "language",
};

// <metadata>: schema, version and the LOM general and lifecycle parts.
void append_metadata(pugi::xml_node manifest, const Quiz& quiz, const LanguageTag& lang, const ManifestTexts& texts,
                     const LomVocabulary& vocabulary);

// <organizations> with one organization holding one visible item that launches the SCO; returns the item.
pugi::xml_node append_launch_item(pugi::xml_node manifest, const ScormIdentifiers& ids, const std::string& title);

// <resources> with the SCO's resource listing every package file; `scorm_type` is the adlcp attribute's name.
void append_resources(pugi::xml_node manifest, const ScormIdentifiers& ids, const std::vector<std::string>& files,
                      const char* scorm_type);

}  // namespace quizpack
