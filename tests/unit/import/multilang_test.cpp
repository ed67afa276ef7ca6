// Moodle's multilang spans split into one text per language, as Moodle's multilang filter finds them.
#include <catch2/catch.hpp>

#include "import/moodlexml/multilang.hpp"

using namespace quizpack;

TEST_CASE("a text without spans is shared by every language", "[multilang]") {
  const MultilangText split = split_multilang("<p>2 &lt; 3</p>");
  CHECK(split.languages.empty());
  CHECK(split.shared == "<p>2 &lt; 3</p>");
  CHECK(text_in(split, "en") == "<p>2 &lt; 3</p>");
}

TEST_CASE("each language gets its spans and the text around them", "[multilang]") {
  const MultilangText split = split_multilang(
      "<p><span lang=\"en\" class=\"multilang\">Yes</span><span class=\"multilang\" lang=\"ja\">はい</span> ok</p>");
  CHECK(split.languages == std::vector<std::string>{"en", "ja"});
  CHECK(text_in(split, "en") == "<p>Yes ok</p>");
  CHECK(text_in(split, "ja") == "<p>はい ok</p>");
  CHECK(split.shared == "<p> ok</p>");
}

TEST_CASE("tag and attribute names are case-blind; quotes may be single; tags are written as the bank's",
          "[multilang]") {
  const MultilangText split = split_multilang(
      "<SPAN\nLANG='pt_BR' CLASS = 'multilang'>Sim</SPAN>"
      "<span\tclass='multilang' lang='en'>Yes</span>");
  CHECK(split.languages == std::vector<std::string>{"pt-br", "en"});
  CHECK(text_in(split, "pt-br") == "Sim");
  CHECK(text_in(split, "en") == "Yes");
}

TEST_CASE("nested spans stay inside their multilang span; other spans are shared text", "[multilang]") {
  const MultilangText split = split_multilang(
      "<span class=\"x\">a</span><span lang=\"en\" class=\"multilang\">b <span class=\"y\">c</span> d</span>");
  CHECK(split.languages == std::vector<std::string>{"en"});
  CHECK(text_in(split, "en") == "<span class=\"x\">a</span>b <span class=\"y\">c</span> d");
  CHECK(split.shared == "<span class=\"x\">a</span>");
}

TEST_CASE("a multilang span without its end, or without a usable lang, is kept as text", "[multilang]") {
  CHECK(split_multilang("<span lang=\"en\" class=\"multilang\">open").shared ==
        "<span lang=\"en\" class=\"multilang\">open");
  CHECK(split_multilang("<span lang=\"en\" class=\"multilang\">open").languages.empty());
  const MultilangText no_lang = split_multilang("<span lang=\"\" class=\"multilang\">x</span>");
  CHECK(no_lang.languages.empty());
  CHECK(no_lang.shared == "<span lang=\"\" class=\"multilang\">x</span>");
  const MultilangText data_lang = split_multilang("<span data-lang=\"fr\" class=\"multilang\">x</span>");
  CHECK(data_lang.languages == std::vector<std::string>{"fr"});
  CHECK(split_multilang("<spanx lang=\"en\" class=\"multilang\">x</spanx>").languages.empty());
}

TEST_CASE("a language that appears later starts from the shared text before it", "[multilang]") {
  const MultilangText split = split_multilang(
      "A <span lang=\"en\" class=\"multilang\">1</span> B <span lang=\"ja\" class=\"multilang\">2</span> C");
  CHECK(text_in(split, "en") == "A 1 B  C");
  CHECK(text_in(split, "ja") == "A  B 2 C");
}
