// quizpack-bench-generate N L OUTDIR: writes a synthetic bank of N questions in L languages to OUTDIR.
#include <exception>
#include <iostream>
#include <string>

#include "synthetic_bank.hpp"

namespace quizpack::bench {
namespace {

std::size_t positive(const std::string& s, const char* what) {
  std::size_t used = 0;
  const unsigned long long v = std::stoull(s, &used);
  if (used != s.size() || v == 0) throw std::invalid_argument(std::string(what) + " must be a positive number");
  return static_cast<std::size_t>(v);
}

}  // namespace
}  // namespace quizpack::bench

int main(int argc, char** argv) {
  if (argc != 4) {
    std::cerr << "usage: quizpack-bench-generate QUESTIONS LANGUAGES OUTDIR\n"
              << "  writes OUTDIR/quiz.json and OUTDIR/media/*.png; languages: 1 to "
              << quizpack::bench::max_languages() << " of en, ja, hi, ar, zh, fr, ru\n";
    return 2;
  }
  try {
    const quizpack::bench::BankSpec spec{quizpack::bench::positive(argv[1], "QUESTIONS"),
                                         quizpack::bench::positive(argv[2], "LANGUAGES")};
    const auto bank = quizpack::bench::make_bank(spec);
    const auto path = quizpack::bench::write_bank(bank, argv[3]);
    std::cout << path.string() << ": " << spec.questions << " questions, " << spec.languages << " languages, "
              << bank.files.front().bytes.size() << " bytes, " << bank.files.size() - 1 << " images\n";
  } catch (const std::exception& e) {
    std::cerr << "quizpack-bench-generate: " << e.what() << "\n";
    return 1;
  }
  return 0;
}
