// GIFT into the bank model: bank → GIFT → bank keeps every kind, and GIFT written by others is mapped.
#include <catch2/catch.hpp>

#include <algorithm>

#include "export/gift/gift_writer.hpp"
#include "formats/moodle/gift_reader.hpp"
#include "formats/moodle/text_without_images.hpp"
#include "import/gift/gift_rich_text.hpp"
#include "import/gift/gift_to_bank.hpp"
#include "support/every_kind_quiz.hpp"
#include "support/quiz_building.hpp"
#include "support/torture_quiz.hpp"
#include "text/html.hpp"
#include "text/markdown.hpp"

using namespace quizpack;

namespace {

// Rendered HTML with line breaks in text as spaces: GIFT plain text writes soft breaks as spaces.
std::string html(const LocalizedText& text, const LanguageTag& lang) {
  std::string out = render_html(without_images(text.in(lang)));
  for (auto& c : out)
    if (c == '\n') c = ' ';
  return out;
}

}  // namespace

TEST_CASE("bank → GIFT → bank keeps kinds - texts as rendered and right answers - in every language") {
  for (Quiz quiz : {test::every_form_quiz(), test::torture_quiz()}) {
    // GIFT has no ordering question: the writer leaves those out (tests/unit/gift/round_trip_test.cpp).
    quiz.questions.erase(std::remove_if(quiz.questions.begin(), quiz.questions.end(),
                                        [](const Question& q) {
                                          return std::holds_alternative<Ordering>(q.body) ||
                                                 std::holds_alternative<Cloze>(q.body);
                                        }),
                         quiz.questions.end());
    for (const auto& lang : quiz.languages) {
      INFO(quiz.id << " " << lang);
      const auto imported = gift_to_bank(read_gift(write_gift(quiz, lang).files[0].bytes), lang);
      REQUIRE(imported.questions.size() == quiz.questions.size());
      for (std::size_t i = 0; i < quiz.questions.size(); ++i) {
        const Question& bank = quiz.questions[i];
        const Question& back = imported.questions[i];
        INFO(bank.id);
        CHECK(back.id == bank.id);
        CHECK(back.body.index() == bank.body.index());
        CHECK(html(back.stem, lang) == html(bank.stem, lang));
        CHECK(back.explanation.has_value() == bank.explanation.has_value());
        if (bank.explanation && back.explanation) CHECK(html(*back.explanation, lang) == html(*bank.explanation, lang));
        if (const auto* single = std::get_if<SingleChoice>(&bank.body)) {
          const auto& read = std::get<SingleChoice>(back.body);
          REQUIRE(read.choices.size() == single->choices.size());
          for (std::size_t c = 0; c < read.choices.size(); ++c) {
            CHECK(read.choices[c].correct == single->choices[c].correct);
            CHECK(html(read.choices[c].text, lang) == html(single->choices[c].text, lang));
          }
        } else if (const auto* multiple = std::get_if<MultipleResponse>(&bank.body)) {
          const auto& read = std::get<MultipleResponse>(back.body);
          CHECK(read.partial_credit == multiple->partial_credit);
          for (std::size_t c = 0; c < read.choices.size(); ++c)
            CHECK(read.choices[c].correct == multiple->choices[c].correct);
        } else if (const auto* truth = std::get_if<TrueFalse>(&bank.body)) {
          CHECK(std::get<TrueFalse>(back.body).answer == truth->answer);
        } else if (const auto* numerical = std::get_if<Numerical>(&bank.body)) {
          CHECK(std::get<Numerical>(back.body).accepted.index() == numerical->accepted.index());
        } else if (const auto* matching = std::get_if<Matching>(&bank.body)) {
          const auto& read = std::get<Matching>(back.body);
          CHECK(read.pairs.size() == matching->pairs.size());
          CHECK(read.distractors.size() == matching->distractors.size());
        }
      }
    }
  }
}

TEST_CASE("GIFT written by others becomes bank questions - with warnings for what the bank cannot hold") {
  const auto read = read_gift(
      "// [id:capital]\n::Capital::What is the capital of France?{=Paris#Yes ~%50%Lyon ~Nice}\n\n"
      "Just a description.\n\n"
      "::tf::[html]<p>Water is <b>wet</b>.</p>{T}\n\n"
      "Grant was born in{#1822:5}\n\n"
      "Pick{~%50%a ~%50%b ~%-100%c}\n");
  const auto imported = gift_to_bank(read, "en");
  REQUIRE(imported.questions.size() == 5);
  CHECK(imported.questions[0].id == "capital");
  CHECK(imported.questions[0].title->in("en").source == "Capital");
  CHECK(std::get<SingleChoice>(imported.questions[0].body).choices[0].correct);
  CHECK(imported.questions[1].id == "q2");  // no answer block: a description, as Moodle reads it
  CHECK(std::holds_alternative<Description>(imported.questions[1].body));
  CHECK(imported.questions[1].points == 0);
  CHECK_FALSE(imported.questions[1].explanation.has_value());
  CHECK(imported.questions[1].stem.in("en").source == "Just a description.");
  CHECK(imported.questions[2].id == "q3");
  CHECK(render_html(imported.questions[2].stem.in("en")) == "<p>Water is <strong>wet</strong>.</p>");
  CHECK(imported.questions[3].id == "q4");
  CHECK_FALSE(imported.questions[3].title.has_value());
  CHECK(std::get<Tolerance>(std::get<Numerical>(imported.questions[3].body).accepted).tolerance == 5);
  CHECK(std::get<MultipleResponse>(imported.questions[4].body).partial_credit == PartialCredit::AllOrNothing);
  REQUIRE(imported.warnings.size() == 1);
  CHECK(imported.warnings[0].message.find("partial credit 50%") != std::string::npos);
}

TEST_CASE("plain GIFT text is escaped for CommonMark so it shows literally") {
  const std::string source = markdown_for_plain("1. *not* a list <b> & `tick` # x\nnext");
  CHECK(render_html(parse_markdown(source)) == "<p>1. *not* a list &lt;b&gt; &amp; `tick` # x<br/>\nnext</p>");
}

TEST_CASE("a GIFT name is plain text: tag-like words in it stay in the title") {
  const auto imported = gift_to_bank(read_gift("::a <script> title & <b>bold</b>::Sky is blue{T}\n"), "en");
  REQUIRE(imported.questions.size() == 1);
  REQUIRE(imported.questions[0].title.has_value());
  CHECK(imported.questions[0].title->in("en").source == "a \\<script> title & \\<b>bold\\</b>");
  CHECK(render_html(imported.questions[0].title->in("en")) ==
        "<p>a &lt;script&gt; title &amp; &lt;b&gt;bold&lt;/b&gt;</p>");
}

TEST_CASE("an image a GIFT file refers to but cannot hold becomes its alt text, with a warning") {
  const auto imported = gift_to_bank(
      read_gift("::img::[html]<p>Is this a cat? <img src\\=\"@@PLUGINFILE@@/a.png\" alt\\=\"A cat\"></p>{T}\n"), "en");
  REQUIRE(imported.questions.size() == 1);
  CHECK(imported.questions[0].stem.in("en").source == "Is this a cat? A cat");
  REQUIRE(imported.warnings.size() == 1);
  CHECK(imported.warnings[0].message ==
        "question img: the image @@PLUGINFILE@@/a.png is not in the file; its alt text \"A cat\" stands in its place");
}
