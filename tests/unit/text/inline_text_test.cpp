// One-line texts: every CommonMark block construct stays literal, inline markup still renders, emptiness as shown.
#include <catch2/catch.hpp>

#include <string>

#include "text/html.hpp"
#include "text/markdown.hpp"
#include "text/plain_text.hpp"

using namespace quizpack;

namespace {

struct InlineCase {
  const char* construct;
  std::string source;
  std::string html;
  std::string plain;
};

const InlineCase kCases[] = {
    {"ATX heading", "# (hash)", "<p># (hash)</p>", "# (hash)"},
    {"empty ATX heading", "#", "<p>#</p>", "#"},
    {"ATX heading, level 6", "###### six", "<p>###### six</p>", "###### six"},
    {"setext heading (=)", "Title\n===", "<p>Title\n===</p>", "Title ==="},
    {"setext heading (-)", "Title\n---", "<p>Title\n---</p>", "Title ---"},
    {"bullet list (-)", "- item", "<p>- item</p>", "- item"},
    {"bullet list (+)", "+ item", "<p>+ item</p>", "+ item"},
    {"bullet list (*)", "* item", "<p>* item</p>", "* item"},
    {"ordered list (.)", "1. one", "<p>1. one</p>", "1. one"},
    {"ordered list ())", "2) two", "<p>2) two</p>", "2) two"},
    {"list on a later line", "a\n- b", "<p>a\n- b</p>", "a - b"},
    {"block quote", "> x", "<p>&gt; x</p>", "> x"},
    {"thematic break (-)", "---", "<p>---</p>", "---"},
    {"thematic break (*)", "* * *", "<p>* * *</p>", "* * *"},
    {"thematic break (_)", "___", "<p>___</p>", "___"},
    {"backtick fence", "```\ncode\n```", "<p>```\ncode\n```</p>", "``` code ```"},
    {"tilde fence", "~~~\ncode\n~~~", "<p>~~~\ncode\n~~~</p>", "~~~ code ~~~"},
    {"indented code", "    code", "<p>code</p>", "code"},
    {"HTML block", "<div>hi</div>", "<p>&lt;div&gt;hi&lt;/div&gt;</p>", "<div>hi</div>"},
    {"HTML comment block", "<!-- c -->", "<p>&lt;!-- c --&gt;</p>", "<!-- c -->"},
    {"link reference definition", "[a]: https://x.org", "<p>[a]: https://x.org</p>", "[a]: https://x.org"},
    {"reference after a blank line", "[a]\n\n[a]: https://x.org", "<p>[a]\n[a]: https://x.org</p>",
     "[a] [a]: https://x.org"},
    {"carriage return line end", "a\r# b", "<p>a\n# b</p>", "a # b"},
    {"emphasis and strong", "*e* and **s**", "<p><em>e</em> and <strong>s</strong></p>", "e and s"},
    {"emphasis with underscores", "_e_", "<p><em>e</em></p>", "e"},
    {"code span", "`x`", "<p><code>x</code></p>", "x"},
    {"code span of three backticks", "```x```", "<p><code>x</code></p>", "x"},
    {"inline link", "[docs](https://x.org)", "<p><a href=\"https://x.org\">docs</a></p>", "docs"},
    {"autolink", "<https://x.org>", "<p><a href=\"https://x.org\">https://x.org</a></p>", "https://x.org"},
    {"negative number", "-5", "<p>-5</p>", "-5"},
    {"decimal number", "3.14", "<p>3.14</p>", "3.14"},
    {"blank line joins", "a\n\nb", "<p>a\nb</p>", "a b"},
};

}  // namespace

TEST_CASE("one-line texts render block syntax as literal text and inline markup as markup") {
  for (const auto& c : kCases) {
    INFO(c.construct << ": " << c.source);
    const RichText t = parse_inline_markdown(c.source);
    CHECK(render_html(t) == c.html);
    CHECK(plain_text(t) == c.plain);
    CHECK(t.source == c.source);
  }
}

TEST_CASE("a one-line text that opens with HTML is flagged as raw HTML") {
  CHECK(parse_inline_markdown("<div>hi</div>").had_raw_html);
  CHECK(parse_inline_markdown("a <b>x</b>").had_raw_html);
  CHECK_FALSE(parse_inline_markdown("<https://x.org>").had_raw_html);
  CHECK_FALSE(parse_inline_markdown("# (hash)").had_raw_html);
}

TEST_CASE("a text renders nothing when it shows no character and no image") {
  CHECK(renders_nothing(parse_inline_markdown("[](https://x.org)")));
  CHECK(renders_nothing(parse_inline_markdown("&nbsp;")));
  CHECK(renders_nothing(parse_inline_markdown("** **")) == false);
  CHECK_FALSE(renders_nothing(parse_inline_markdown("#")));
  CHECK_FALSE(renders_nothing(parse_inline_markdown("![chart](media/c.png)")));
  CHECK(renders_nothing(parse_markdown("#")));
  CHECK(renders_nothing(parse_markdown("---")));
  CHECK(renders_nothing(parse_markdown("[a]: https://x.org")));
  CHECK(renders_nothing(parse_markdown("- \n- ")));
  CHECK_FALSE(renders_nothing(parse_markdown("# Title")));
}
