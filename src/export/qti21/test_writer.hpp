// The quiz as a QTI 2.1 assessmentTest: one section of item refs, scored as the sum of the items' SCORE.
#pragma once

#include <string>
#include <vector>

#include "export/qti21/item_writer.hpp"
#include "model/quiz.hpp"

namespace quizpack::qti21 {

std::string write_test(const Quiz& quiz, const LanguageTag& lang, const std::vector<ItemDocument>& items);

}  // namespace quizpack::qti21
