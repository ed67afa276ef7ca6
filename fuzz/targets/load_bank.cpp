// Fuzz target: arbitrary bytes as a bank file through the loader (JSON, schema, rules, media).
#include <cstddef>
#include <cstdint>
#include <string>

#include "load/load_bank.hpp"
#include "support/bank_folder.hpp"
#include "support/loaded_quiz_checks.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace quizpack;
  LoadLimits limits;
  limits.max_questions = 500;
  limits.max_text_bytes = 8192;
  const std::string text(reinterpret_cast<const char*>(data), size);
  fuzz::check_load_result(load_bank_text(text, "quiz.json", fuzz::bank_folder(), limits));
  return 0;
}
