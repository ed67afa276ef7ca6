// Times the TeX → MathML converter: the formula corpus repeated to N formulas (10,000 by default), converted
// and written as MathML markup, CPU time per round; prints each round and the median of the rounds.
#include <algorithm>
#include <cstdio>
#include <ctime>
#include <fstream>
#include <string>
#include <vector>

#include "math/mathml_writer.hpp"
#include "math/tex_to_mathml.hpp"

namespace {

struct Formula {
  std::string tex;
  bool display;
};

std::vector<Formula> read_corpus(const char* path) {
  std::ifstream in(path);
  std::vector<Formula> out;
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("$$ ", 0) == 0)
      out.push_back({line.substr(3), true});
    else if (line.rfind("$ ", 0) == 0)
      out.push_back({line.substr(2), false});
  }
  return out;
}

double cpu_seconds() {
  timespec t{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) * 1e-9;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: quizpack-bench-tex tests/math/corpus.txt [FORMULAS] [ROUNDS]\n");
    return 2;
  }
  const std::vector<Formula> corpus = read_corpus(argv[1]);
  const std::size_t count = argc > 2 ? std::stoul(argv[2]) : 10000;
  const int rounds = argc > 3 ? std::stoi(argv[3]) : 7;
  if (corpus.empty()) {
    std::fprintf(stderr, "no formulas in %s\n", argv[1]);
    return 2;
  }
  std::size_t bytes = 0, errors = 0;
  std::vector<double> times;
  for (int r = 0; r < rounds; ++r) {
    const double start = cpu_seconds();
    for (std::size_t i = 0; i < count; ++i) {
      const Formula& f = corpus[i % corpus.size()];
      const auto result = quizpack::math::tex_to_mathml(f.tex, f.display);
      errors += result.error ? 1 : 0;
      bytes += quizpack::math::mathml_string(result.math, false).size();
    }
    times.push_back(cpu_seconds() - start);
    std::printf("round %d: %zu formulas in %.4f s CPU\n", r + 1, count, times.back());
  }
  std::sort(times.begin(), times.end());
  const double median = times[times.size() / 2];
  std::printf(
      "median of %d rounds: %.4f s CPU for %zu formulas (%.0f formulas/s; %zu distinct in the corpus, "
      "%zu MathML bytes, %zu errors)\n",
      rounds, median, count, static_cast<double>(count) / median, corpus.size(), bytes / rounds, errors / rounds);
  return 0;
}
