// Text that would mean Markdown comes through HTML → CommonMark as the same text: every marker escaped.
#include <catch2/catch.hpp>

#include "import/html/html_markdown.hpp"
#include "import/html/markdown_escape.hpp"
#include "text/html.hpp"
#include "text/markdown.hpp"
#include "text/plain_text.hpp"

using namespace quizpack;

namespace {

// Literal texts, each of which CommonMark would read as markup unless escaped.
const std::vector<std::string>& literal_texts() {
  static const std::vector<std::string> texts{"# (hash)",
                                              "## two",
                                              "- (dash)",
                                              "+ plus",
                                              "* star",
                                              "> quote",
                                              "1. one",
                                              "2) two",
                                              "1986. A year",
                                              "---",
                                              "***",
                                              "___",
                                              "- - -",
                                              "===",
                                              "~~~",
                                              "```",
                                              "a *b* c",
                                              "a _b_ c",
                                              "a **b**",
                                              "a `code` b",
                                              "[link](url)",
                                              "![img](a.png)",
                                              "a | b | c",
                                              "<b>bold</b>",
                                              "&amp; and &#38;",
                                              "back\\slash \\*",
                                              "a\\",
                                              "<http://x.y>",
                                              "#hashtag",
                                              "a ~~b~~ c",
                                              "line one\n# two",
                                              "x\n- y",
                                              "x\n1. y",
                                              "x\n> y",
                                              "x\n---",
                                              "x\n===",
                                              "x\n~~~",
                                              "    four spaces"};
  return texts;
}

// `text` with line breaks as spaces: HTML shows a soft break as a space.
std::string spaced(std::string text) {
  for (auto& c : text)
    if (c == '\n') c = ' ';
  return text;
}

// The plain text a learner reads of CommonMark `source`.
std::string read(const std::string& source) { return spaced(plain_text(parse_markdown(source))); }

}  // namespace

TEST_CASE("escaped literal text reads as itself") {
  for (const auto& text : literal_texts()) {
    INFO(text);
    std::string source;
    append_escaped(source, text);
    CHECK(render_html(parse_markdown(source)).find("<p>") == 0);
    std::string expected = text;
    if (expected.rfind("    ", 0) == 0) expected = expected.substr(4);  // HTML collapses leading spaces too
    CHECK(read(source) == spaced(expected));
  }
}

TEST_CASE("HTML paragraphs holding Markdown markers come back as the same text") {
  for (const auto& text : literal_texts()) {
    INFO(text);
    std::string source;
    append_escaped(source, text);
    const std::string html = render_html(parse_markdown(source));
    const HtmlMarkdown back = markdown_from_html(html);
    CHECK(spaced(render_html(parse_markdown(back.markdown))) == spaced(html));
  }
}
