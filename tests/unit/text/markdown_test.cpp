// CommonMark parsing into the rich-text tree, and its HTML and plain-text renderings.
#include <catch2/catch.hpp>

#include "text/html.hpp"
#include "text/markdown.hpp"
#include "text/plain_text.hpp"

using namespace quizpack;

TEST_CASE("inline code, emphasis and links render as XHTML") {
  const RichText t = parse_markdown("Use `torch.amp.autocast` with *care* and [docs](https://pytorch.org).");
  CHECK(render_html(t) ==
        "<p>Use <code>torch.amp.autocast</code> with <em>care</em> and <a href=\"https://pytorch.org\">docs</a>.</p>");
  CHECK(plain_text(t) == "Use torch.amp.autocast with care and docs.");
  CHECK_FALSE(is_plain(t));
}

TEST_CASE("raw HTML is kept as text, never as markup") {
  const RichText t = parse_markdown("a <script>alert(1)</script> b <img src=x onerror=alert(1)>");
  CHECK(t.had_raw_html);
  const std::string html = render_html(t);
  CHECK(html.find("<script") == std::string::npos);
  CHECK(html.find("<img") == std::string::npos);
  CHECK(html.find("&lt;script&gt;alert(1)&lt;/script&gt;") != std::string::npos);
}

TEST_CASE("a block of raw HTML becomes an escaped paragraph") {
  const RichText t = parse_markdown("<div onclick=\"x()\">hi</div>");
  CHECK(render_html(t) == "<p>&lt;div onclick=&quot;x()&quot;&gt;hi&lt;/div&gt;</p>");
}

TEST_CASE("unsafe link schemes are dropped, their text kept") {
  CHECK(render_html(parse_markdown("[x](javascript:alert(1))")) == "<p>x</p>");
  CHECK(render_html(parse_markdown("[x](JaVaScRiPt:alert(1))")) == "<p>x</p>");
  CHECK(render_html(parse_markdown("[x](data:text/html,hi)")) == "<p>x</p>");
  CHECK(render_html(parse_markdown("[x](docs/page.html)")) == "<p><a href=\"docs/page.html\">x</a></p>");
  CHECK(is_safe_link("mailto:a@b.c"));
  CHECK_FALSE(is_safe_link("vbscript:x"));
}

TEST_CASE("images map through the caller and keep their alt text") {
  const RichText t = parse_markdown("![FP16 bit layout](media/fp16.png)");
  REQUIRE(image_paths(t) == std::vector<std::string>{"media/fp16.png"});
  HtmlOptions o;
  o.image_url = [](const std::string& src) { return "@@PLUGINFILE@@/" + src.substr(src.rfind('/') + 1); };
  CHECK(render_html(t, o) == "<p><img src=\"@@PLUGINFILE@@/fp16.png\" alt=\"FP16 bit layout\"/></p>");
}

TEST_CASE("lists and single paragraphs") {
  CHECK(render_html(parse_markdown("- a\n- b\n")) == "<ul><li>a</li><li>b</li></ul>");
  CHECK(render_html(parse_markdown("3. a\n4. b\n")) == "<ol start=\"3\"><li>a</li><li>b</li></ol>");
  HtmlOptions o;
  o.unwrap_single_paragraph = true;
  CHECK(render_html(parse_markdown("x < y && \"q\""), o) == "x &lt; y &amp;&amp; &quot;q&quot;");
  CHECK(is_plain(parse_markdown("x < y && \"q\" ~ = # { } : \\\\")));
}

TEST_CASE("nesting deeper than the limit is flattened, not recursed") {
  std::string deep(5000, '>');
  deep += " bottom";
  const RichText t = parse_markdown(deep);
  CHECK(plain_text(t).find("bottom") != std::string::npos);
  CHECK_FALSE(render_html(t).empty());
}

TEST_CASE("non-Latin scripts and combining marks pass through unchanged") {
  const std::string s =
      "मिश्रित परिशुद्धता · 混合精度 · مرحبا · e\xCC\x81 · 👍🏽";
  CHECK(plain_text(parse_markdown(s)) == s);
}
