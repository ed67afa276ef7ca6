// Fuzz target: arbitrary bytes as a Moodle XML file through the importer; no entity is loaded, reading is
// deterministic (on one thread and on two), and every image it keeps is under media/.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "import/moodlexml/moodle_xml_import.hpp"
#include "support/finding.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace quizpack;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const MoodleXmlImport first = import_moodle_xml(std::string(text), "fuzz.xml", "en");
  const MoodleXmlImport second = import_moodle_xml(std::string(text), "fuzz.xml", "en", {2, true});
  if (first.questions.size() != second.questions.size() || first.diagnostics.size() != second.diagnostics.size() ||
      first.media.size() != second.media.size())
    fuzz::finding("importing the same Moodle XML on one and two threads gave different results");
  for (const auto& m : first.media)
    if (m.path.rfind("media/", 0) != 0 || m.path.find('/', 6) != std::string::npos || m.path == "media/." ||
        m.path == "media/..")
      fuzz::finding("an imported image outside media/: " + m.path);
  for (const auto& q : first.questions)
    if (q.location.line < 1) fuzz::finding("an imported Moodle XML question without a line number");
  return 0;
}
