// The GIFT read-back check: a GIFT file read with Moodle's grammar must give back the bank it was written from.
#pragma once

#include <string_view>

#include "model/diagnostic.hpp"
#include "model/quiz.hpp"

namespace quizpack {

// One error per difference between `gift` read back and the bank in `lang`, or per question Moodle would skip;
// empty when the round trip holds for everything GIFT can carry.
Diagnostics gift_read_back(const Quiz& quiz, const LanguageTag& lang, std::string_view gift);

}  // namespace quizpack
