// The parts SCORM 1.2 and 2004 manifests share: LOM metadata, the launch item and the resource list.
#pragma once

#include <string>
#include <vector>

#include <pugixml.hpp>

#include "export/lom_binding.hpp"
#include "export/scorm/manifest_values.hpp"
#include "export/scorm/scorm_identifiers.hpp"

namespace quizpack {

// The LOM binding of a SCORM version and the schema version its manifest names.
struct ScormLom {
  const char* schema_version;
  LomBinding binding;
};

// IMS Metadata 1.2.1 (imsmd:) as SCORM 1.2 uses it.
inline constexpr ScormLom kScorm12Lom{"1.2", ims_metadata_1p2("imsmd:")};

// IEEE LOM (lom:) as SCORM 2004 4th Edition uses it.
inline constexpr ScormLom kScorm2004Lom{"2004 4th Edition", ieee_lom("lom:")};

// <metadata>: schema, version and the LOM general and lifecycle parts.
void append_metadata(pugi::xml_node manifest, const Quiz& quiz, const LanguageTag& lang, const ManifestTexts& texts,
                     const ScormLom& lom);

// <organizations> with one organization holding one visible item that launches the SCO; returns the item.
pugi::xml_node append_launch_item(pugi::xml_node manifest, const ScormIdentifiers& ids, const std::string& title);

// <resources> with the SCO's resource listing every package file; `scorm_type` is the adlcp attribute's name.
void append_resources(pugi::xml_node manifest, const ScormIdentifiers& ids, const std::vector<std::string>& files,
                      const char* scorm_type);

}  // namespace quizpack
