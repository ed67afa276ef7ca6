// The cmi5 format: a course package of one language, cmi5.xml and the web player speaking xAPI.
#pragma once

#include "export/output_file.hpp"
#include "model/quiz.hpp"

namespace quizpack {

// cmi5.xml first, then the player's launch page, scripts, quiz data and media.
Diagnostics write_cmi5(const Quiz& quiz, const LanguageTag& lang, const FileSink& sink);

}  // namespace quizpack
