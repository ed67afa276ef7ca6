// Moodle XML writers: one file per language, and one file for all languages with multilang spans.
#pragma once

#include "export/output_file.hpp"
#include "model/quiz.hpp"

namespace quizpack {

// Pure: the quiz in `lang` as Moodle XML, handed to `sink` in pieces of about 256 KiB; returns the warnings.
Diagnostics write_moodle_xml(const Quiz& quiz, const LanguageTag& lang, const PieceSink& sink);

// Pure: every language in one file; each text holds one <span lang="xx" class="multilang"> per language
// (Moodle's multilang filter). `lang` is unused. Handed over in pieces as above.
Diagnostics write_moodle_xml_multilang(const Quiz& quiz, const LanguageTag& lang, const PieceSink& sink);

// The root XSD under schemas/ that Moodle XML files validate against.
extern const char* const kMoodleXmlSchema;

}  // namespace quizpack
