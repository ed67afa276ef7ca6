// The one table of true/false words: the bank's own Arabic wording, subtags and the English fallback.
#include <catch2/catch.hpp>

#include "text/true_false_words.hpp"

TEST_CASE("Arabic true/false words are the ones the bank's Arabic questions use") {
  const auto words = quizpack::true_false_words("ar");
  CHECK(words.true_word == "صواب");
  CHECK(words.false_word == "خطأ");
}

TEST_CASE("true/false words follow the primary subtag and fall back to English") {
  CHECK(quizpack::true_false_words("fr-CA").true_word == "Vrai");
  CHECK(quizpack::true_false_words("sw").true_word == "True");
  CHECK(quizpack::true_false_words("sw").false_word == "False");
}
