// Fuzz target: a generated bank (every kind, hostile texts) loaded, then written in every format and checked.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "load/load_bank.hpp"
#include "support/bank_folder.hpp"
#include "support/bank_generator.hpp"
#include "support/format_checks.hpp"
#include "support/loaded_quiz_checks.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace quizpack;
  fuzz::ByteSource bytes(data, size);
  const std::string bank = fuzz::generate_bank(bytes);
  // QUIZPACK_FUZZ_SHOW_BANK=1 prints the generated bank (to reproduce a finding with the command line).
  if (std::getenv("QUIZPACK_FUZZ_SHOW_BANK")) std::fprintf(stderr, "%s\n", bank.c_str());
  const LoadResult loaded = load_bank_text(bank, "generated.json", fuzz::bank_folder());
  fuzz::check_load_result(loaded);
  if (loaded.has_errors()) {
    // QUIZPACK_FUZZ_SHOW_REJECTED=1 shows why a generated bank was refused (to tune the generator).
    if (std::getenv("QUIZPACK_FUZZ_SHOW_REJECTED"))
      for (const auto& d : loaded.diagnostics)
        std::fprintf(stderr, "rejected: %s: %s (%s)\n", d.rule.c_str(), d.message.c_str(), d.location.pointer.c_str());
    return 0;
  }
  fuzz::check_every_format(loaded.quizzes.front());
  return 0;
}
