// The files given to `quizpack import`, each read by the reader of its format into bank questions.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "cli/usage_error.hpp"
#include "model/diagnostic.hpp"
#include "model/quiz.hpp"

namespace quizpack::cli {

struct ImportInput {
  std::string file;
  std::string format;                  // gift, moodlexml or qti21
  std::vector<LanguageTag> languages;  // the languages its questions' texts are in
  std::vector<Question> questions;
  std::vector<Section> sections;  // of its categories or test sections, titles in `languages`
  std::vector<MediaFile> media;
  std::string title;                         // a quiz title the file carries, "" when none
  std::optional<LocalizedText> description;  // a quiz description the file carries
  std::optional<double> passing_score;       // a pass mark the file carries (a QTI test's PASS rule)
  bool shuffle_choices = false;
  std::map<std::string, int> skipped;  // questions left out, by reason
  Diagnostics diagnostics;             // with errors, the file could not be read
};

// Reads `file` in `from` (gift, moodlexml, qti21, or "" to detect it from the content; a QTI 2.1 package is a
// zip or a folder). `lang` is the file's language, needed when the file does not say (GIFT, Moodle XML without
// multilang spans, QTI items without xml:lang): a usage error
// when it is missing then. An unreadable file is a usage error too. A Moodle XML file's questions are read on
// `threads` threads, their texts as CommonMark sources without trees (the import's check parses them all).
ImportInput read_import_input(const std::string& file, const std::string& from, const LanguageTag& lang,
                              unsigned threads = 1);

// Moves a Moodle XML or QTI 2.1 reader's result into `in`, unless it has errors. A result without languages is a
// usage error saying `why_unknown` and how to give the language.
template <typename Imported>
void take_import(Imported imported, const std::string& why_unknown, ImportInput& in) {
  in.diagnostics = std::move(imported.diagnostics);
  for (const auto& d : in.diagnostics)
    if (d.severity == Severity::Error) return;
  if (imported.languages.empty())
    throw UsageError(in.file + ": " + why_unknown +
                     "; give it with --lang, one tag per file in order (for example --lang en)");
  in.languages = std::move(imported.languages);
  in.questions = std::move(imported.questions);
  in.sections = std::move(imported.sections);
  in.media = std::move(imported.media);
  in.title = std::move(imported.title);
  in.description = std::move(imported.description);
  in.shuffle_choices = imported.shuffle_choices;
  in.skipped = std::move(imported.skipped);
}

}  // namespace quizpack::cli
