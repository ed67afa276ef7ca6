// The table of export formats.
#include "export/formats.hpp"

#include "export/qti21/qti21_writer.hpp"
#include "export/scorm/scorm_writers.hpp"

namespace quizpack {

const std::vector<Format>& formats() {
  static const std::vector<Format> table = {
      {"qti21", "qti21.zip", Scope::PerLanguage, Container::Zip, write_qti21},
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
