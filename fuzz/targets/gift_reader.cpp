// Fuzz target: arbitrary bytes as a GIFT file through the GIFT reader; reading must be deterministic.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "formats/moodle/gift_reader.hpp"
#include "support/finding.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace quizpack;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const GiftReadResult first = read_gift(text);
  const GiftReadResult second = read_gift(text);
  if (first.questions.size() != second.questions.size() || first.diagnostics.size() != second.diagnostics.size())
    fuzz::finding("reading the same GIFT twice gave different results");
  for (const auto& q : first.questions) {
    if (q.location.line < 1) fuzz::finding("a GIFT question without a line number");
    (void)clean_question_name(q.name);
  }
  return 0;
}
