// The files given to `quizpack import`, each read by the reader of its format into bank questions.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "model/diagnostic.hpp"
#include "model/quiz.hpp"

namespace quizpack::cli {

struct ImportInput {
  std::string file;
  std::string format;                  // gift, moodlexml or qti21
  std::vector<LanguageTag> languages;  // the languages its questions' texts are in
  std::vector<Question> questions;
  std::vector<MediaFile> media;
  std::string title;                         // a quiz title the file carries, "" when none
  std::optional<LocalizedText> description;  // a quiz description the file carries
  bool shuffle_choices = false;
  std::map<std::string, int> skipped;  // questions left out, by reason
  Diagnostics diagnostics;             // with errors, the file could not be read
};

// Reads `file` in `from` (gift, moodlexml, qti21, or "" to detect it from the content; a QTI 2.1 package is a
// zip or a folder). `lang` is the file's language, needed when the file does not say (GIFT, Moodle XML without
// multilang spans, QTI items without xml:lang): a usage error
// when it is missing then. An unreadable file is a usage error too.
ImportInput read_import_input(const std::string& file, const std::string& from, const LanguageTag& lang);

}  // namespace quizpack::cli
