// The table of export formats.
#include "export/format_table.hpp"

#include "export/canvas/canvas_writer.hpp"
#include "export/cmi5/cmi5_writer.hpp"
#include "export/gift/gift_writer.hpp"
#include "export/moodlexml/moodle_xml_writer.hpp"
#include "export/qti21/qti21_writer.hpp"
#include "export/qti30/qti30_writer.hpp"
#include "export/scorm/scorm_writers.hpp"
#include "formats/moodle/gift_read_back.hpp"

namespace quizpack {

const std::vector<Format>& formats() {
  static const std::vector<Format> table = {
      {.name = "gift",
       .suffix = "gift",
       .scope = Scope::PerLanguage,
       .writer = TextFile{.write = write_gift, .read_back = gift_read_back},
       .work = 6},
      {.name = "moodlexml",
       .suffix = "moodle.xml",
       .scope = Scope::PerLanguage,
       .writer = XmlPieces{.write = write_moodle_xml, .schema = kMoodleXmlSchema},
       .work = 5},
      {.name = "moodlexml-multilang",
       .suffix = "multilang.moodle.xml",
       .scope = Scope::AllLanguages,
       .writer = XmlPieces{.write = write_moodle_xml_multilang, .schema = kMoodleXmlSchema},
       .work = 3},
      {.name = "qti21",
       .suffix = "qti21.zip",
       .scope = Scope::PerLanguage,
       .writer = Package{.write = write_qti21},
       .work = 22},
      {.name = "qti30",
       .suffix = "qti30.zip",
       .scope = Scope::PerLanguage,
       .writer = Package{.write = write_qti30},
       .work = 25},
      {.name = "scorm12",
       .suffix = "scorm12.zip",
       .scope = Scope::PerLanguage,
       .writer = Package{.write = write_scorm12},
       .work = 9},
      {.name = "scorm2004",
       .suffix = "scorm2004.zip",
       .scope = Scope::PerLanguage,
       .writer = Package{.write = write_scorm2004},
       .work = 1},
      {.name = "canvas",
       .suffix = "canvas.zip",
       .scope = Scope::PerLanguage,
       .writer = Package{.write = write_canvas},
       .work = 17},
      {.name = "cmi5",
       .suffix = "cmi5.zip",
       .scope = Scope::PerLanguage,
       .writer = Package{.write = write_cmi5},
       .work = 1},
  };
  return table;
}

const Format* find_format(const std::string& name) {
  for (const auto& f : formats())
    if (f.name == name) return &f;
  return nullptr;
}

namespace {

// The collecting adapter of each writer shape.
struct Collect {
  const Format& format;
  const Quiz& quiz;
  const LanguageTag& lang;

  WriterOutput operator()(const TextFile& w) const { return w.write(quiz, lang); }
  WriterOutput operator()(const XmlPieces& w) const {
    WriterOutput out;
    OutputFile file{quiz.id + "." + format.suffix, "", w.schema};
    out.warnings = w.write(quiz, lang, [&file](std::string_view piece) { file.bytes.append(piece); });
    out.files.push_back(std::move(file));
    return out;
  }
  WriterOutput operator()(const Package& w) const {
    WriterOutput out;
    out.warnings = w.write(quiz, lang, [&out](std::size_t position, OutputFile&& file) {
      if (out.files.size() <= position) out.files.resize(position + 1);
      make_bytes(file);
      out.files[position] = std::move(file);
    });
    return out;
  }
};

}  // namespace

WriterOutput collect_output(const Format& format, const Quiz& quiz, const LanguageTag& lang) {
  return std::visit(Collect{format, quiz, lang}, format.writer);
}

}  // namespace quizpack
