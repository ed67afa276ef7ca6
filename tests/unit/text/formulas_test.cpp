// TeX formulas in Markdown texts: where they are found, what is left alone, and the tree they become.
#include <catch2/catch.hpp>

#include "text/formulas.hpp"
#include "text/html.hpp"
#include "text/markdown.hpp"
#include "text/markdown_surprises.hpp"
#include "text/plain_text.hpp"

using namespace quizpack;

namespace {

// The formulas of `source` as "tex|d" (display) or "tex|i" (inline), joined by commas.
std::string listed(std::string_view source, bool blocks = true) {
  std::string out;
  for (const auto& f : find_formulas(source, blocks)) {
    if (!out.empty()) out += ',';
    out += std::string(f.tex(source)) + (f.display ? "|d" : "|i");
  }
  return out;
}

const Formula* formula_at(const RichText& t, std::size_t index) {
  const auto& inlines = std::get<Paragraph>(t.blocks.at(0).node).children;
  const auto* boxed = std::get_if<Boxed<Formula>>(&inlines.at(index).node);
  return boxed ? &**boxed : nullptr;
}

}  // namespace

TEST_CASE("the three delimiters open formulas but a lone dollar stays a dollar") {
  CHECK(listed(R"(a \(x^2\) b \[\frac{a}{b}\] c $$\sum_i i$$ d)") == R"(x^2|i,\frac{a}{b}|d,\sum_i i|d)");
  CHECK(listed("it costs $5 and $6").empty());
  CHECK(listed("$$ $$ and \\( \\)").empty());
  CHECK(listed("\\(unclosed").empty());
}

TEST_CASE("escapes and code spans and code blocks open no formula") {
  CHECK(listed(R"(\\(x\\) and \$$x$$)").empty());
  CHECK(listed("`\\(x\\)` and ``a ` \\(y\\)`` but \\(z\\)") == "z|i");
  CHECK(listed("```\n\\(x\\)\n```\n\n    \\(y\\)\n\ntext \\(z\\)") == "z|i");
  CHECK(listed("    \\(y\\)", false) == "y|i");
}

TEST_CASE("a TeX command or a brace does not close the formula but a blank line does") {
  CHECK(listed(R"(\(a \\ b\))") == R"(a \\ b|i)");
  CHECK(listed(R"(\[\left\{ x \right.\])") == R"(\left\{ x \right.|d)");
  CHECK(listed(R"(\(\text{a \) b}\))") == R"(\text{a \) b}|i)");
  CHECK(listed(R"(\(\frac{a}{b\) and \(c\))") == R"(\frac{a}{b|i,c|i)");
  CHECK(listed("$$\na\nb\n$$") == "\na\nb\n|d");
  CHECK(listed("$$\na\n\nb\n$$").empty());
}

TEST_CASE("formulas keep their backslashes through CommonMark and become Formula inlines") {
  const RichText t = parse_markdown(R"(Solve \(\frac{a_1}{b^*}\) *now*.)");
  const Formula* f = formula_at(t, 1);
  REQUIRE(f);
  CHECK(f->tex == R"(\frac{a_1}{b^*})");
  CHECK_FALSE(f->display);
  CHECK(plain_text(t) == R"(Solve \(\frac{a_1}{b^*}\) now.)");
  CHECK_FALSE(is_plain(t));
  CHECK_FALSE(renders_nothing(parse_inline_markdown("\\(x\\)")));
}

TEST_CASE("a display formula on its own lines is a paragraph of one display formula") {
  const RichText t = parse_markdown("Given\n\n$$\nE = mc^2\n$$\n\nthen");
  REQUIRE(t.blocks.size() == 3);
  const auto& inlines = std::get<Paragraph>(t.blocks[1].node).children;
  REQUIRE(inlines.size() == 1);
  const auto& f = *std::get<Boxed<Formula>>(inlines[0].node);
  CHECK(f.display);
  CHECK(f.tex == "\nE = mc^2\n");
}

TEST_CASE("formulas in link texts stay formulas while alt texts and code keep them as written") {
  const RichText t = parse_markdown(R"([see \(x\)](https://example.org) `\(y\)` ![\(z\)](a.png))");
  CHECK(render_html(t) == R"x(<p><a href="https://example.org">see <math dir="ltr" alttext="x"><mi>x</mi></math></a> )x"
                          R"x(<code>\(y\)</code> <img src="a.png" alt="\(z\)"/></p>)x");
}

TEST_CASE("private-use characters that look like slots pass through unchanged") {
  const std::string slot = "\xF3\xB0\x80\x80";  // U+F0000
  const RichText t = parse_markdown("a" + slot + " \\(x\\) b");
  CHECK(plain_text(t) == "a" + slot + " \\(x\\) b");
}

TEST_CASE("formulas raise no markdown-escape surprise but escapes outside them still do") {
  CHECK(markdown_surprises(R"(\(a\,b \{c\}\))").empty());
  CHECK(markdown_surprises(R"(\(a\) then \,)").size() == 1);
}

TEST_CASE("HTML outputs write a formula as MathML Core that reads left to right") {
  const RichText t = parse_markdown(R"(Area \(\pi r^2\) and $$a<b$$)");
  CHECK(render_html(t) ==
        R"x(<p>Area <math dir="ltr" alttext="\pi r^2"><mi>π</mi><msup><mi>r</mi><mn>2</mn></msup></math> and )x"
        R"x(<math display="block" dir="ltr" alttext="a&lt;b"><mi>a</mi><mo>&lt;</mo><mi>b</mi></math></p>)x");
}

TEST_CASE("TeX platforms get the formula between the delimiters their typesetters read") {
  const RichText t = parse_markdown(R"(Area \(\pi r^2\) and $$a<b$$)");
  HtmlOptions moodle;
  moodle.formulas = FormulaMarkup::tex;
  CHECK(render_html(t, moodle) == R"(<p>Area \(\pi r^2\) and \[a&lt;b\]</p>)");
  HtmlOptions canvas;
  canvas.formulas = FormulaMarkup::tex_dollars;
  CHECK(render_html(t, canvas) == R"(<p>Area \(\pi r^2\) and $$a&lt;b$$</p>)");
  CHECK(has_formula(t));
  CHECK_FALSE(has_formula(parse_markdown("no `\\(x\\)` formula")));
}

TEST_CASE("may_hold_formula: an opener anywhere, not an escaped one, not at the very end") {
  CHECK(may_hold_formula("a \\(x\\)"));
  CHECK(may_hold_formula("\\[x"));
  CHECK(may_hold_formula("costs $$"));
  CHECK(may_hold_formula("\\\\\\("));  // an escaped backslash, then an opener
  CHECK_FALSE(may_hold_formula(""));
  CHECK_FALSE(may_hold_formula("$5 and $6"));
  CHECK_FALSE(may_hold_formula("\\\\("));  // the backslash is escaped: "(" opens nothing
  CHECK_FALSE(may_hold_formula("\\$$"));   // the first dollar is escaped
  CHECK_FALSE(may_hold_formula("ends with \\"));
  CHECK_FALSE(may_hold_formula("ends with $"));
}
