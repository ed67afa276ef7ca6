// The imsmanifest.xml of a QTI content package of either version, shaped by the version's manifest dialect.
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "export/lom_binding.hpp"
#include "formats/qti/item_writer.hpp"
#include "formats/qti/xml_builder.hpp"
#include "model/quiz.hpp"

namespace quizpack {

// How one QTI version writes its manifest: namespaces, schema name, resource types and metadata elements.
struct QtiManifestDialect {
  std::vector<std::pair<const char*, const char*>> namespaces;  // xmlns attributes of <manifest>, in order
  const char* schema_locations;
  const char* schema;
  const char* schema_version;
  const char* item_type;
  const char* test_type;
  std::size_t bytes_per_item;  // expected manifest size per item, to reserve once
  LomBinding lom;              // the binding of every <imsmd:lom>
  // What an item's <metadata> holds after its LOM; null when nothing.
  void (*add_item_metadata)(qti::XmlWriter& w, const qti::ItemDocument& item);
};

// `media` lists, per item (same order as `items`), the package paths of the files it shows.
std::string write_qti_manifest(const Quiz& quiz, const LanguageTag& lang, const std::vector<qti::ItemDocument>& items,
                               const std::vector<std::vector<std::string>>& media, const QtiManifestDialect& dialect);

}  // namespace quizpack
