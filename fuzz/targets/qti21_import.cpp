// Fuzz target: arbitrary bytes as a QTI 2.1 package through the zip reader's limits and the importer (a zip as
// is, anything else as the one item of a fixed manifest); reading is deterministic and images stay in media/.
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "import/qti21/qti21_import.hpp"
#include "package/zip_reader.hpp"
#include "support/finding.hpp"

namespace {

constexpr std::string_view kManifest =
    R"(<?xml version="1.0" encoding="UTF-8"?>
<manifest xmlns="http://www.imsglobal.org/xsd/imscp_v1p1" identifier="M"><organizations/><resources>
<resource identifier="R" type="imsqti_item_xmlv2p1" href="items/fuzz.xml"><file href="items/fuzz.xml"/></resource>
</resources></manifest>
)";

// The package's files: the zip's entries within small limits, or a manifest and the bytes as its item.
bool package_entries(std::string_view bytes, std::vector<quizpack::PackageEntry>& entries) {
  if (!quizpack::is_zip(bytes)) {
    entries = {{"imsmanifest.xml", std::string(kManifest)}, {"items/fuzz.xml", std::string(bytes)}};
    return true;
  }
  try {
    entries = quizpack::read_zip_entries(bytes, "fuzz.zip", {100, 1u << 20, 4u << 20, 200});
  } catch (const std::runtime_error&) {
    return false;
  }
  for (const auto& e : entries)
    if (!quizpack::refused_entry_name(e.path).empty()) quizpack::fuzz::finding("a refused entry name read: " + e.path);
  return true;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace quizpack;
  std::vector<PackageEntry> entries;
  if (!package_entries(std::string_view(reinterpret_cast<const char*>(data), size), entries)) return 0;
  const Qti21Import first = import_qti21(entries, "fuzz", "en");
  const Qti21Import second = import_qti21(entries, "fuzz", "en");
  if (first.questions.size() != second.questions.size() || first.diagnostics.size() != second.diagnostics.size() ||
      first.media.size() != second.media.size())
    fuzz::finding("importing the same QTI 2.1 package twice gave different results");
  for (const auto& m : first.media)
    if (m.path.rfind("media/", 0) != 0 || m.path.find('/', 6) != std::string::npos || m.path == "media/." ||
        m.path == "media/..")
      fuzz::finding("an imported image outside media/: " + m.path);
  return 0;
}
