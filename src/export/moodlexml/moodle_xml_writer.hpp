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

}  // namespace quizpack
