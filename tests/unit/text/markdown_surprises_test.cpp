// What CommonMark changes that an author most likely meant literally: dropped backslashes, decoded entities.
#include <catch2/catch.hpp>

#include "text/markdown_surprises.hpp"

using namespace quizpack;

namespace {

std::vector<std::string> written(std::string_view source) {
  std::vector<std::string> out;
  for (const auto& s : markdown_surprises(source)) out.push_back(s.written);
  return out;
}

}  // namespace

TEST_CASE("a backslash before punctuation without Markdown meaning is a surprise; before syntax it is not") {
  CHECK(written("escaped with \\, as in \\~") == std::vector<std::string>{"\\,", "\\~"});
  CHECK(written("\\*not emphasis\\* and \\_ and \\# and \\[x\\]").empty());
  CHECK(written("a \\\\ backslash, written right").empty());
  CHECK(written("\\~~~ at the start of a line, not a code fence\n  \\~~~ too").empty());
  CHECK(written("a \\~~~ inside a line") == std::vector<std::string>{"\\~"});
  const auto s = markdown_surprises("path C:\\;");
  REQUIRE(s.size() == 1);
  CHECK(s[0].shown == ";");
  CHECK_FALSE(s[0].entity);
}

TEST_CASE("entity references that CommonMark decodes are surprises; unknown names are not") {
  const auto s = markdown_surprises("a &lt;tag&gt; and &#65; and &nope; and & alone");
  REQUIRE(s.size() == 3);
  CHECK(s[0].written == "&lt;");
  CHECK(s[0].shown == "<");
  CHECK(s[0].entity);
  CHECK(s[2].written == "&#65;");
  CHECK(s[2].shown == "A");
  CHECK(written("\\&lt; is escaped").empty());
}

TEST_CASE("code spans and code blocks keep backslashes and entities, so they are left out") {
  CHECK(written("`a\\,b &lt;` and ``x ` \\~``").empty());
  CHECK(written("text\n\n```\n\\, &lt;\n```\n").empty());
  CHECK(written("text\n\n    \\, &lt;\n").empty());
  CHECK(written("```\ncode\n```\nafter \\,") == std::vector<std::string>{"\\,"});
}
