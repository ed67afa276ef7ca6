// MathML in imported HTML: back to its TeX when the alttext gives exactly that MathML, else kept as text and noted.
#include <catch2/catch.hpp>

#include "import/html/html_markdown.hpp"

using namespace quizpack;

namespace {
const char* kNs = R"( xmlns="http://www.w3.org/1998/Math/MathML")";
}

TEST_CASE("MathML whose alttext converts to the same tree comes back as a TeX formula") {
  const HtmlMarkdown inline_math = markdown_from_html(
      std::string("<p>Roots of <math") + kNs + R"( alttext="a \ne 0"><mi>a</mi><mo>≠</mo><mn>0</mn></math>.</p>)");
  CHECK(inline_math.markdown == R"(Roots of \(a \ne 0\).)");
  CHECK(inline_math.changes.empty());
  const HtmlMarkdown display = markdown_from_html(
      std::string("<math") + kNs + R"( display="block" alttext="x^2"><msup><mi>x</mi><mn>2</mn></msup></math>)");
  CHECK(display.markdown == R"(\[x^2\])");
  CHECK(display.changes.empty());
}

TEST_CASE("MathML that its alttext does not describe exactly is kept as its text, with a note") {
  const std::vector<std::pair<std::string, std::string>> cases{
      {R"(<math alttext="a = 1"><mi>b</mi><mo>=</mo><mn>1</mn></math>)", "b=1"},
      {R"(<math><mi>a</mi><mo>=</mo><mn>1</mn></math>)", "a=1"},
      {R"(<math alttext="\frac{a}{"><mi>a</mi></math>)", "a"},
      {R"(<math alttext="a"><mi mathvariant="bold">a</mi></math>)", "a"}};
  for (const auto& [math, text] : cases) {
    INFO(math);
    const HtmlMarkdown read = markdown_from_html("<p>" + math + "</p>");
    CHECK(read.markdown == text);
    REQUIRE(read.changes.size() == 1);
    CHECK(read.changes[0].find("<math>") != std::string::npos);
  }
}
