// One-line texts without markup skip cmark; anything CommonMark could read otherwise still goes through it.
#include <catch2/catch.hpp>

#include "text/html.hpp"
#include "text/markdown.hpp"
#include "text/plain_text.hpp"

using namespace quizpack;

namespace {

bool single_run(const RichText& t, const std::string& text) {
  if (t.blocks.size() != 1) return false;
  const auto* p = std::get_if<Paragraph>(&t.blocks[0].node);
  if (!p || p->children.size() != 1) return false;
  const auto* run = std::get_if<TextRun>(&p->children[0].node);
  return run && run->text == text;
}

}  // namespace

TEST_CASE("plain one-line texts become one paragraph with one run") {
  for (const std::string s :
       {"Why keep an FP32 master copy?", "混合精度トレーニング", "e\xCC\x81 (x) = y; 50% {z}", "a"})
    CHECK(single_run(parse_markdown(s), s));
  CHECK(parse_markdown("plain").source == "plain");
  CHECK(parse_markdown("plain", false).source.empty());
}

TEST_CASE("texts that could be markup keep CommonMark's reading") {
  CHECK(render_html(parse_markdown("1. one")) == "<ol><li>one</li></ol>");
  CHECK(render_html(parse_markdown("- a")) == "<ul><li>a</li></ul>");
  CHECK(render_html(parse_markdown("# Title")) == "<h1>Title</h1>");
  CHECK(render_html(parse_markdown("    code")) == "<pre><code>code\n</code></pre>");
  CHECK(plain_text(parse_markdown("  lead and trail  ")) == "lead and trail");
  CHECK(plain_text(parse_markdown("a &amp; b")) == "a & b");
  CHECK(render_html(parse_markdown("x *y*")) == "<p>x <em>y</em></p>");
  CHECK(plain_text(parse_markdown("bad \xC3 byte")) == "bad \xEF\xBF\xBD byte");
  CHECK(parse_markdown("a <b>").had_raw_html);
}
