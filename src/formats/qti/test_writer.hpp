// The quiz as a QTI 2.1 or QTI 3.0 assessment test: one section of item refs, scored as the sum of the items' SCORE.
#pragma once

#include <string>
#include <vector>

#include "formats/qti/item_writer.hpp"
#include "model/quiz.hpp"

namespace quizpack::qti {

std::string write_test(const Quiz& quiz, const LanguageTag& lang, const std::vector<ItemDocument>& items,
                       QtiVersion version);

}  // namespace quizpack::qti
