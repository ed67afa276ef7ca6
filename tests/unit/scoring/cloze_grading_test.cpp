// Moodle's grading of the cloze question it reads from quizpack's Moodle XML: each sub-question graded by its
// own type, weighted, and summed (qtype_multianswer), against the bank's rule that a cloze scores its gaps' sum.
#include <catch2/catch.hpp>

#include "support/collect.hpp"
#include "support/every_kind_quiz.hpp"
#include "unit/scoring/moodle_grading.hpp"

using namespace quizpack;

namespace {

test::MoodleQuestion moodle_cloze(const std::string& lang) {
  const auto output = test::collect("moodlexml", test::every_kind_quiz(), lang);
  for (const auto& q : test::read_moodle_xml(output.files.at(0).bytes))
    if (q.idnumber == "q-cloze") return q;
  throw std::runtime_error("no q-cloze");
}

double points(const test::MoodleQuestion& q, std::vector<std::string> gaps) {
  test::MoodleResponse r;
  r.gaps = std::move(gaps);
  return test::moodle_points(q, r);
}

}  // namespace

TEST_CASE("Moodle grades a cloze question as the sum of its gaps' points") {
  // every-kind's q-cloze: fmt (text BF16, 1 point), bits (number 16, 1 point), keeps (choice "range", 2 points).
  const auto q = moodle_cloze("en");
  CHECK(points(q, {"BF16", "16", "#0"}) == 4);
  CHECK(points(q, {"bf16", "16", "#0"}) == 4);  // text gaps ignore case unless the bank says otherwise
  CHECK(points(q, {"FP16", "16", "#0"}) == 3);
  CHECK(points(q, {"BF16", "16.5", "#0"}) == 3);
  CHECK(points(q, {"BF16", "16", "#1"}) == 2);
  CHECK(points(q, {"", "", ""}) == 0);
}

TEST_CASE("the Japanese Moodle XML grades its own answers the same way") {
  const auto q = moodle_cloze("ja");
  CHECK(points(q, {"BF16", "16", "#0"}) == 4);
  CHECK(points(q, {"BF16", "x", "#1"}) == 1);
}
