// Fuzz target: arbitrary bytes as a bank file; when the loader accepts it, every format is written and checked.
#include <cstddef>
#include <cstdint>
#include <string>

#include "load/load_bank.hpp"
#include "support/bank_folder.hpp"
#include "support/format_checks.hpp"
#include "support/loaded_quiz_checks.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace quizpack;
  LoadLimits limits;
  limits.max_questions = 100;
  limits.max_text_bytes = 4096;
  const std::string text(reinterpret_cast<const char*>(data), size);
  const LoadResult loaded = load_bank_text(text, "quiz.json", fuzz::bank_folder(), limits);
  fuzz::check_load_result(loaded);
  if (!loaded.has_errors()) fuzz::check_every_format(loaded.quizzes.front());
  return 0;
}
