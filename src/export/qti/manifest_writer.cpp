// The imsmanifest.xml of a QTI content package of either version, shaped by the version's manifest dialect.
#include "export/qti/manifest_writer.hpp"

#include "formats/qti/identifiers.hpp"
#include "text/plain_text.hpp"

namespace quizpack {

using namespace qti;  // NOLINT(google-build-using-namespace): the shared QTI writers

namespace {

// What a package's LOM holds beyond a resource's: the description and the version.
struct LomExtras {
  std::string_view description;
  std::string_view version;
};

// <name><string language="lang">text</string></name>; no language attribute when `lang` is empty.
void add_lang_string(XmlWriter& w, const LomBinding& lom, const std::string& name, std::string_view text,
                     std::string_view lang) {
  open(w, name);
  if (lang.empty())
    add_text(w, lom.element(lom.string), text);
  else
    add_text(w, lom.element(lom.string), text, {{lom.string_language, lang}});
  w.close(name);
}

// <lom>: the general category with identifier, title and language, and `extras` when given.
void add_lom(XmlWriter& w, const LomBinding& lom, std::string_view identifier, std::string_view title,
             std::string_view lang, const LomExtras* extras) {
  const std::string root = lom.element("lom");
  const std::string general = lom.element("general");
  open(w, root);
  open(w, general);
  if (lom.identifier_has_catalog) {
    const std::string identifier_name = lom.element("identifier");
    open(w, identifier_name);
    add_text(w, lom.element("catalog"), "quizpack");
    add_text(w, lom.element("entry"), identifier);
    w.close(identifier_name);
  } else {
    add_text(w, lom.element("identifier"), identifier);
  }
  add_lang_string(w, lom, lom.element("title"), title, lang);
  add_text(w, lom.element("language"), lang);
  if (extras) add_lang_string(w, lom, lom.element("description"), extras->description, lang);
  w.close(general);
  if (extras) {
    const std::string lifecycle = lom.element(lom.lifecycle);
    open(w, lifecycle);
    add_lang_string(w, lom, lom.element("version"), extras->version, "");
    w.close(lifecycle);
  }
  w.close(root);
}

void add_item_resource(XmlWriter& w, const ItemDocument& item, std::string_view lang,
                       const std::vector<std::string>& media, const QtiManifestDialect& dialect) {
  open(w, "resource",
       {{"identifier", resource_identifier(item.identifier)}, {"type", dialect.item_type}, {"href", item.path}});
  open(w, "metadata");
  add_lom(w, dialect.lom, item.identifier, item.title, lang, nullptr);
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
  add_lom(w, dialect.lom, test_id, title, lang, nullptr);
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
  const LomExtras extras{description, quiz.version};
  add_lom(w, dialect.lom, quiz.id, title, lang, &extras);
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
