// Moodle XML question files (question/format/xml) as bank questions in every language they hold.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/diagnostic.hpp"
#include "model/quiz.hpp"

namespace quizpack {

struct MoodleXmlImport {
  std::vector<LanguageTag> languages;        // of the multilang spans, else the one given; empty when unknown
  std::vector<Question> questions;           // every text in every language of `languages`
  std::vector<Section> sections;             // of its categories, when questions stand in several
  std::vector<MediaFile> media;              // the embedded images, under media/
  std::string title;                         // the last part of the first category's name, "" when none
  std::optional<LocalizedText> description;  // the first category's info, when it has one
  bool shuffle_choices = false;              // every choice question asks for shuffled answers
  std::map<std::string, int> skipped;        // questions left out, by reason
  Diagnostics diagnostics;                   // errors (the file cannot be read) and warnings, at file:line
};

// How a Moodle XML file is read: on how many threads (the result is the same for any number), and whether
// texts are parsed into their trees or hold their CommonMark source only (for a caller that writes sources).
struct MoodleXmlReading {
  unsigned threads = 1;
  bool text_trees = true;
};

// Reads a Moodle XML file; `lang` is its language when it holds no multilang spans. A DOCTYPE, malformed
// XML or invalid UTF-8 is an error and nothing is read; no DTD or external entity is ever loaded.
MoodleXmlImport import_moodle_xml(std::string text, const std::string& file, const LanguageTag& lang,
                                  MoodleXmlReading reading = {});

// True when `text` looks like a Moodle XML file (an XML document whose root is <quiz>).
bool is_moodle_xml(std::string_view text);

}  // namespace quizpack
