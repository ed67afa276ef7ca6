// Test-only: what a format of the table writes for one language, collected in memory.
#include "support/collect.hpp"

#include <stdexcept>

namespace quizpack::test {

WriterOutput collect(const std::string& format, const Quiz& quiz, const LanguageTag& lang) {
  const Format* f = find_format(format);
  if (!f) throw std::invalid_argument("no format " + format);
  return collect_output(*f, quiz, lang);
}

}  // namespace quizpack::test
