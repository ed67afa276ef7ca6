// What makes a package unreadable: no manifest, no QTI 2.1 item, an item the manifest lists but the package lacks.
#include <catch2/catch.hpp>

#include "import/qti21/qti21_import.hpp"

using namespace quizpack;

namespace {

std::string first_error(const std::vector<PackageEntry>& entries) {
  const Qti21Import read = import_qti21(entries, "pkg", "en");
  for (const auto& d : read.diagnostics)
    if (d.severity == Severity::Error) return d.location.file + ": " + d.message;
  return "";
}

const char* manifest_with(const char* type) {
  static std::string text;
  text = std::string("<manifest><resources><resource identifier=\"R\" type=\"") + type +
         "\" href=\"a/item.xml\"/></resources></manifest>";
  return text.c_str();
}

}  // namespace

TEST_CASE("a package without imsmanifest.xml is an error") {
  CHECK(first_error({{"item.xml", "<assessmentItem/>"}}) == "pkg: the package has no imsmanifest.xml");
}

TEST_CASE("a manifest without QTI 2.1 items (a QTI 3.0 package, say) is an error") {
  CHECK(first_error({{"imsmanifest.xml", manifest_with("imsqti_item_xmlv3p0")}}) ==
        "pkg/imsmanifest.xml: the manifest lists no QTI 2.1 item (a resource of type imsqti_item_xmlv2p1)");
}

TEST_CASE("an item the manifest lists but the package lacks is an error") {
  CHECK(first_error({{"imsmanifest.xml", manifest_with("imsqti_item_xmlv2p1")}}) ==
        "pkg/imsmanifest.xml: the item a/item.xml is not in the package");
}

TEST_CASE("a manifest in a folder of the zip is found, and its hrefs resolved from there") {
  const Qti21Import read =
      import_qti21({{"export/imsmanifest.xml", manifest_with("imsqti_item_xmlv2p1")},
                    {"export/a/item.xml",
                     "<assessmentItem identifier=\"i1\" xml:lang=\"de\"><responseDeclaration identifier=\"RESPONSE\" "
                     "cardinality=\"single\" baseType=\"string\"/><itemBody><p>Was?</p><extendedTextInteraction "
                     "responseIdentifier=\"RESPONSE\"/></itemBody></assessmentItem>"}},
                   "pkg", "en");
  CHECK(read.diagnostics.empty());
  REQUIRE(read.questions.size() == 1);
  CHECK(read.languages == std::vector<LanguageTag>{"de"});
  CHECK(read.questions[0].id == "i1");
}
