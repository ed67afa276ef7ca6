// The table of export formats.
#include "export/formats.hpp"

#include <stdexcept>

#include "export/gift/gift_writer.hpp"
#include "export/moodlexml/moodle_xml_writer.hpp"
#include "export/qti21/qti21_writer.hpp"
#include "export/scorm/scorm_writers.hpp"
#include "import/gift/gift_compare.hpp"
#include "import/gift/gift_reader.hpp"

namespace quizpack {

const std::vector<Format>& formats() {
  static const std::vector<Format> table = {
      {"gift", "gift", Scope::PerLanguage, Container::SingleFile,
       [](const Quiz& quiz, const LanguageTag& lang) {
         // Every GIFT export is read back with Moodle's grammar; any difference fails the export.
         WriterOutput output = write_gift(quiz, lang);
         const auto differences = compare_with_bank(quiz, lang, read_gift(output.files.front().bytes));
         if (!differences.empty()) throw std::runtime_error("gift round trip: " + differences.front().message);
         return output;
       }},
      {"moodlexml", "moodle.xml", Scope::PerLanguage, Container::SingleFile, write_moodle_xml, nullptr,
       stream_moodle_xml, kMoodleXmlSchema},
      {"moodlexml-multilang", "multilang.moodle.xml", Scope::AllLanguages, Container::SingleFile,
       write_moodle_xml_multilang, nullptr, stream_moodle_xml_multilang, kMoodleXmlSchema},
      {"qti21", "qti21.zip", Scope::PerLanguage, Container::Zip, write_qti21, stream_qti21},
      {"scorm12", "scorm12.zip", Scope::PerLanguage, Container::Zip, write_scorm12},
      {"scorm2004", "scorm2004.zip", Scope::PerLanguage, Container::Zip, write_scorm2004},
  };
  return table;
}

const Format* find_format(const std::string& name) {
  for (const auto& f : formats())
    if (f.name == name) return &f;
  return nullptr;
}

}  // namespace quizpack
