// The GIFT read-back check: a GIFT file read with Moodle's grammar must give back the bank it was written from.
#include "formats/moodle/gift_read_back.hpp"

#include "formats/moodle/gift_compare.hpp"
#include "formats/moodle/gift_reader.hpp"

namespace quizpack {

Diagnostics gift_read_back(const Quiz& quiz, const LanguageTag& lang, std::string_view gift) {
  return compare_with_bank(quiz, lang, read_gift(gift));
}

}  // namespace quizpack
