// The imsmanifest.xml of a QTI content package of either version, shaped by the version's manifest dialect.
#include "export/qti/manifest_writer.hpp"

#include "formats/qti/identifiers.hpp"
#include "text/plain_text.hpp"

namespace quizpack {

using namespace qti;  // NOLINT(google-build-using-namespace): the shared QTI writers

namespace {

void add_item_resource(XmlWriter& w, const ItemDocument& item, std::string_view lang,
                       const std::vector<std::string>& media, const QtiManifestDialect& dialect) {
  open(w, "resource",
       {{"identifier", resource_identifier(item.identifier)}, {"type", dialect.item_type}, {"href", item.path}});
  open(w, "metadata");
  dialect.add_lom(w, item.identifier, item.title, lang, nullptr);
  if (dialect.add_item_metadata) dialect.add_item_metadata(w, item);
  w.close("metadata");
  add(w, "file", {{"href", item.path}});
  for (const auto& path : media) add(w, "file", {{"href", path}});
  w.close("resource");
}

void add_test_resource(XmlWriter& w, const Quiz& quiz, std::string_view title, std::string_view lang,
                       const std::vector<ItemDocument>& items, const QtiManifestDialect& dialect) {
  const std::string test_id = test_identifier(quiz);
  open(w, "resource",
       {{"identifier", resource_identifier(test_id)}, {"type", dialect.test_type}, {"href", test_path()}});
  open(w, "metadata");
  dialect.add_lom(w, test_id, title, lang, nullptr);
  w.close("metadata");
  add(w, "file", {{"href", test_path()}});
  for (const auto& item : items) add(w, "dependency", {{"identifierref", resource_identifier(item.identifier)}});
  w.close("resource");
}

}  // namespace

std::string write_qti_manifest(const Quiz& quiz, const LanguageTag& lang, const std::vector<ItemDocument>& items,
                               const std::vector<std::vector<std::string>>& media, const QtiManifestDialect& dialect) {
  const std::string title = plain_text(quiz.title.in(lang));
  XmlWriter w = start_document(4096 + items.size() * dialect.bytes_per_item);
  w.open("manifest");
  for (const auto& [name, uri] : dialect.namespaces) w.attribute(name, uri);
  w.attribute("xmlns:xsi", "http://www.w3.org/2001/XMLSchema-instance");
  w.attribute("xsi:schemaLocation", dialect.schema_locations);
  w.attribute("identifier", manifest_identifier(quiz, lang));
  open(w, "metadata");
  add_text(w, "schema", dialect.schema);
  add_text(w, "schemaversion", dialect.schema_version);
  const std::string description = plain_text(quiz.description.in(lang));
  const QtiLomExtras extras{description, quiz.version};
  dialect.add_lom(w, quiz.id, title, lang, &extras);
  w.close("metadata");
  add(w, "organizations");
  open(w, "resources");
  add_test_resource(w, quiz, title, lang, items, dialect);
  for (std::size_t i = 0; i < items.size(); ++i) add_item_resource(w, items[i], lang, media[i], dialect);
  w.close("resources");
  w.close("manifest");
  return w.finish();
}

}  // namespace quizpack
