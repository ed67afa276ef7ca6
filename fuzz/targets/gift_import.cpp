// Fuzz target: arbitrary bytes as a GIFT file read and turned into bank questions, as `quizpack import` does.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "formats/moodle/gift_reader.hpp"
#include "import/gift/gift_to_bank.hpp"
#include "support/finding.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace quizpack;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const GiftImport first = gift_to_bank(read_gift(text, "fuzz.gift"), "en");
  const GiftImport second = gift_to_bank(read_gift(text, "fuzz.gift"), "en");
  if (first.questions.size() != second.questions.size() || first.warnings.size() != second.warnings.size())
    fuzz::finding("importing the same GIFT twice gave different results");
  for (const auto& q : first.questions) {
    if (q.id.empty()) fuzz::finding("an imported GIFT question without an id");
  }
  return 0;
}
