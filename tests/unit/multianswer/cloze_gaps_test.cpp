// The bank's gaps as Moodle sub-questions: weights from points, each gap kind, and what Moodle cannot keep.
#include <catch2/catch.hpp>

#include "formats/moodle/cloze_gaps.hpp"
#include "support/quiz_building.hpp"
#include "text/html.hpp"
#include "text/plain_text.hpp"

using namespace quizpack;

namespace {

Gap gap(std::string id, std::variant<TextGap, NumberGap, ChoiceGap> accepts, double points = 1) {
  Gap g;
  g.id = std::move(id);
  g.accepts = std::move(accepts);
  g.points = points;
  return g;
}

GapRendering rendering() {
  GapRendering r;
  r.feedback = [](const LocalizedText& t) { return "<p>" + escape_html(plain_text(t.in("en"))) + "</p>"; };
  r.option = [](const LocalizedText& t) { return escape_html(plain_text(t.in("en"))); };
  return r;
}

}  // namespace

TEST_CASE("whole points are the weights, halves are doubled and said so, thirds of a hundredth are rounded") {
  Cloze whole{{gap("a", TextGap{}, 1), gap("b", TextGap{}, 3)}};
  CHECK(gap_weights(whole).weights == std::vector<double>{1, 3});
  CHECK(gap_weights(whole).problem.empty());
  Cloze halves{{gap("a", TextGap{}, 0.5), gap("b", TextGap{}, 1)}};
  const auto doubled = gap_weights(halves);
  CHECK(doubled.weights == std::vector<double>{1, 2});
  CHECK(doubled.problem.find("2 times") != std::string::npos);
  Cloze odd{{gap("a", TextGap{}, 1.0 / 300), gap("b", TextGap{}, 2)}};
  const auto rounded = gap_weights(odd);
  CHECK(rounded.weights == std::vector<double>{0, 2});
  CHECK(rounded.problem.find("cannot be kept") != std::string::npos);
}

TEST_CASE("a text gap accepts every language's answers, escapes Moodle's wildcard and carries its feedback") {
  TextGap text;
  text.accepted = {{"en", {"cat", "a*b"}}, {"fr", {"chat"}}};
  Gap g = gap("animal", text);
  g.feedback = test::texts({{"en", "Felines"}, {"fr", "Félins"}});
  std::vector<std::string> problems;
  const auto sub = embedded_answer(g, {"en", "fr"}, 2, rendering(), problems);
  CHECK(
      write_embedded_answer(sub) ==
      "{2:SHORTANSWER:=cat#&lt;p&gt;Felines&lt;/p&gt;~=a&#92;*b#&lt;p&gt;Felines&lt;/p&gt;~=chat#&lt;p&gt;Felines&lt;/"
      "p&gt;~*#&lt;p&gt;Felines&lt;/p&gt;}");
  REQUIRE(problems.size() == 1);
  CHECK(problems[0].find("gap animal: the languages accept different answers") == 0);
}

TEST_CASE("a number gap's range is its midpoint and half-width, a choice gap is a drop-down") {
  std::vector<std::string> problems;
  const auto range = embedded_answer(gap("n", NumberGap{Range{1, 2}}), {"en"}, 1, rendering(), problems);
  CHECK(write_embedded_answer(range) == "{1:NUMERICAL:=1.5:0.5}");
  ChoiceGap choice;
  choice.options = {{"x", test::texts({{"en", "a < b"}}), false}, {"y", test::texts({{"en", "b"}}), true}};
  const auto menu = embedded_answer(gap("c", choice), {"en"}, 3, rendering(), problems);
  CHECK(write_embedded_answer(menu) == "{3:MULTICHOICE:a &#38;lt; b~=b}");
  CHECK(problems.empty());
  const auto read = read_embedded_answers(write_embedded_answer(menu));
  REQUIRE(read.answers.size() == 1);
  CHECK(read.answers[0].alternatives[0].answer == "a &lt; b");
}
