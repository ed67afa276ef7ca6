// The converter's spec (tests/math/spec.txt): every formula's MathML or error, compared byte for byte.
#include <catch2/catch.hpp>
#include <cstdlib>
#include <fstream>
#include <sstream>

#include "math/mathml_writer.hpp"
#include "math/tex_to_mathml.hpp"
#include "support/source_dir.hpp"

namespace {

using namespace quizpack::math;

// The result line a case gets: its MathML, or its error.
std::string result_line(const std::string& tex, bool display) {
  const MathResult result = tex_to_mathml(tex, display);
  if (result.error)
    return "error: " + std::to_string(result.error->offset) + "+" + std::to_string(result.error->length) + ": " +
           result.error->message;
  return "mathml: " + mathml_string(result.math, false);
}

// The spec with every result line written again from the formulas above it.
std::string rewritten(const std::string& spec) {
  std::istringstream in(spec);
  std::string out, line;
  while (std::getline(in, line)) {
    if (line.rfind("mathml: ", 0) == 0 || line.rfind("error: ", 0) == 0) continue;
    out += line + '\n';
    const bool display = line.rfind("display: ", 0) == 0;
    if (display || line.rfind("tex: ", 0) == 0) out += result_line(line.substr(display ? 9 : 5), display) + '\n';
  }
  return out;
}

}  // namespace

TEST_CASE("every formula of the spec converts as the spec says") {
  const std::string path = quizpack::test::source_path("tests/math/spec.txt");
  std::ifstream in(path, std::ios::binary);
  REQUIRE(in);
  std::stringstream buffer;
  buffer << in.rdbuf();
  const std::string spec = buffer.str();
  const std::string actual = rewritten(spec);
  if (const char* update = std::getenv("QUIZPACK_UPDATE_GOLDEN"); update && std::string(update) == "1") {
    std::ofstream(path, std::ios::binary) << actual;
    return;
  }
  std::istringstream want(spec), got(actual);
  std::string w, g, formula;
  int cases = 0;
  while (std::getline(got, g)) {
    std::getline(want, w);
    if (g.rfind("tex: ", 0) == 0 || g.rfind("display: ", 0) == 0) {
      formula = g;
      ++cases;
    }
    INFO(formula);
    CHECK(w == g);
  }
  CHECK(cases > 150);
}
