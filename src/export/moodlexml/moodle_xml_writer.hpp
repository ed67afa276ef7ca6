// Moodle XML writers: one file per language, and one file for all languages with multilang spans.
#pragma once

#include "export/output_file.hpp"
#include "model/quiz.hpp"

namespace quizpack {

// Pure: the quiz in `lang` as Moodle XML, named <quiz-id>.moodle.xml.
WriterOutput write_moodle_xml(const Quiz& quiz, const LanguageTag& lang);

// Pure: every language in one file, <quiz-id>.multilang.moodle.xml; each text holds one
// <span lang="xx" class="multilang"> per language (Moodle's multilang filter). `lang` is unused.
WriterOutput write_moodle_xml_multilang(const Quiz& quiz, const LanguageTag& lang);

// The same bytes as the two writers above, handed to `sink` in pieces; return the warnings.
Diagnostics stream_moodle_xml(const Quiz& quiz, const LanguageTag& lang, const PieceSink& sink);
Diagnostics stream_moodle_xml_multilang(const Quiz& quiz, const LanguageTag& lang, const PieceSink& sink);

// The root XSD under schemas/ that Moodle XML files validate against.
extern const char* const kMoodleXmlSchema;

}  // namespace quizpack
