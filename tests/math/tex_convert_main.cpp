// Test helper: converts the formulas of a JSON array ([{"tex", "display"}…]) and prints
// [{"mathml", "error"}…], for the node tests that compare quizpack's MathML with temml's and render it.
#include <fstream>
#include <iostream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "math/mathml_writer.hpp"
#include "math/tex_to_mathml.hpp"

int main(int argc, char** argv) {
  if (argc != 2) {
    std::cerr << "usage: quizpack-test-tex FORMULAS.json\n";
    return 2;
  }
  std::ifstream in(argv[1], std::ios::binary);
  std::stringstream buffer;
  buffer << in.rdbuf();
  const auto formulas = nlohmann::json::parse(buffer.str());
  nlohmann::json out = nlohmann::json::array();
  for (const auto& f : formulas) {
    const auto tex = f.at("tex").get<std::string>();
    const auto result = quizpack::math::tex_to_mathml(tex, f.value("display", false));
    nlohmann::json entry{{"mathml", quizpack::math::mathml_string(result.math, false)}, {"error", nullptr}};
    if (result.error) entry["error"] = {{"offset", result.error->offset}, {"message", result.error->message}};
    out.push_back(std::move(entry));
  }
  std::cout << out.dump() << '\n';
  return 0;
}
