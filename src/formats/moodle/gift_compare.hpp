// Compares GIFT read back with the bank it was written from: what GIFT can carry must come back unchanged.
#pragma once

#include "formats/moodle/gift_model.hpp"
#include "model/quiz.hpp"

namespace quizpack {

// One error per difference, "<question id>: <what differs>"; empty when the round trip holds.
// Compared: order, ids, names, category, kinds, texts as rendered, right answers, weights, feedback,
// general feedback. What GIFT cannot carry (images, grader info, case sensitivity) is not compared.
Diagnostics compare_with_bank(const Quiz& quiz, const LanguageTag& lang, const GiftReadResult& read);

}  // namespace quizpack
