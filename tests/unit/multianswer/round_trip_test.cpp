// The every-kind bank's cloze question through Moodle XML: Moodle's parser reads the gaps back from the
// question text, per language and multilang, and quizpack's import gives the same gaps again.
#include <catch2/catch.hpp>

#include "formats/moodle/embedded_answers.hpp"
#include "import/moodlexml/moodle_xml_import.hpp"
#include "support/collect.hpp"
#include "support/every_kind_quiz.hpp"
#include "text/plain_text.hpp"
#include "unit/moodlexml/moodle_reading.hpp"

using namespace quizpack;

namespace {

const Question& bank_cloze(const Quiz& quiz) {
  for (const auto& q : quiz.questions)
    if (std::holds_alternative<Cloze>(q.body)) return q;
  throw std::runtime_error("no cloze question");
}

test::MoodleQuestion written_cloze(const WriterOutput& output, const std::string& id) {
  for (const auto& q : test::read_moodle_xml(output.files.at(0).bytes))
    if (q.idnumber == id) return q;
  throw std::runtime_error("no question " + id);
}

// A gap and a sub-question read by Moodle's rules mean the same: kind, answers, number, right option, weight.
void check_same(const Gap& gap, const EmbeddedAnswer& sub, const std::vector<LanguageTag>& languages) {
  INFO("gap " << gap.id);
  CHECK(sub.weight == gap.points);
  if (const auto* text = std::get_if<TextGap>(&gap.accepts)) {
    CHECK(sub.kind == EmbeddedKind::short_answer);
    CHECK(sub.case_sensitive == text->case_sensitive);
    for (const auto& lang : languages)
      for (const auto& accepted : text->accepted.at(lang)) {
        bool found = false;
        for (const auto& alt : sub.alternatives) found = found || (alt.answer == accepted && alt.fraction == 1);
        CHECK(found);
      }
  } else if (const auto* number = std::get_if<NumberGap>(&gap.accepts)) {
    REQUIRE(sub.kind == EmbeddedKind::numerical);
    const auto& t = std::get<Tolerance>(number->accepted);
    CHECK(sub.alternatives.at(0).number == t.value);
    CHECK(sub.alternatives.at(0).tolerance == t.tolerance);
  } else {
    const auto& choice = std::get<ChoiceGap>(gap.accepts);
    REQUIRE(sub.kind == EmbeddedKind::multichoice);
    REQUIRE(sub.alternatives.size() == choice.options.size());
    for (std::size_t i = 0; i < choice.options.size(); ++i)
      CHECK((sub.alternatives[i].fraction == 1) == choice.options[i].correct);
  }
  if (gap.feedback)
    for (const auto& alt : sub.alternatives) CHECK_FALSE(alt.feedback.empty());
}

}  // namespace

TEST_CASE("every language's Moodle XML holds the cloze gaps as Moodle's parser reads them") {
  const Quiz quiz = test::every_kind_quiz();
  const Question& bank = bank_cloze(quiz);
  const auto& cloze = std::get<Cloze>(bank.body);
  for (const auto& lang : quiz.languages) {
    INFO(lang);
    const auto output = test::collect("moodlexml", quiz, lang);
    const auto written = written_cloze(output, bank.id);
    CHECK(written.type == "cloze");
    const auto read = read_embedded_answers(written.questiontext.text);
    REQUIRE(read.answers.size() == cloze.gaps.size());
    for (std::size_t i = 0; i < cloze.gaps.size(); ++i) check_same(cloze.gaps[i], read.answers[i], {lang});
    CHECK(read.text.find("{#3}") != std::string::npos);
  }
}

TEST_CASE("multilang Moodle XML keeps the gaps once, between language spans") {
  const Quiz quiz = test::every_kind_quiz();
  const Question& bank = bank_cloze(quiz);
  const auto& cloze = std::get<Cloze>(bank.body);
  const auto output = test::collect("moodlexml-multilang", quiz, "en");
  const auto written = written_cloze(output, bank.id);
  const auto read = read_embedded_answers(written.questiontext.text);
  REQUIRE(read.answers.size() == cloze.gaps.size());
  for (std::size_t i = 0; i < cloze.gaps.size(); ++i) check_same(cloze.gaps[i], read.answers[i], quiz.languages);
  CHECK(read.text.find("<span lang=\"ar\" class=\"multilang\">") != std::string::npos);
}

TEST_CASE("Moodle XML imported back gives the cloze question's gaps") {
  const Quiz quiz = test::every_kind_quiz();
  const Question& bank = bank_cloze(quiz);
  const auto& cloze = std::get<Cloze>(bank.body);
  const auto output = test::collect("moodlexml", quiz, "en");
  const auto imported = import_moodle_xml(output.files.at(0).bytes, "every-kind.xml", "en");
  const Question* back = nullptr;
  for (const auto& q : imported.questions)
    if (q.id == bank.id) back = &q;
  REQUIRE(back != nullptr);
  const auto* gaps = std::get_if<Cloze>(&back->body);
  REQUIRE(gaps != nullptr);
  CHECK(back->points == bank.points);
  CHECK(back->stem.in("en").source.find("{{g1}} has {{g2}} bits and keeps the {{g3}} of FP32.") != std::string::npos);
  REQUIRE(gaps->gaps.size() == cloze.gaps.size());
  for (std::size_t i = 0; i < cloze.gaps.size(); ++i) {
    const Gap& want = cloze.gaps[i];
    const Gap& got = gaps->gaps[i];
    INFO("gap " << want.id);
    CHECK(got.points == want.points);
    CHECK(got.accepts.index() == want.accepts.index());
    CHECK(got.feedback.has_value() == want.feedback.has_value());
    if (want.feedback) CHECK(plain_text(got.feedback->in("en")) == plain_text(want.feedback->in("en")));
    if (const auto* text = std::get_if<TextGap>(&want.accepts))
      CHECK(std::get<TextGap>(got.accepts).accepted.at("en") == text->accepted.at("en"));
    if (const auto* number = std::get_if<NumberGap>(&want.accepts)) {
      CHECK(std::get<Tolerance>(std::get<NumberGap>(got.accepts).accepted).value ==
            std::get<Tolerance>(number->accepted).value);
    }
    if (const auto* choice = std::get_if<ChoiceGap>(&want.accepts)) {
      const auto& options = std::get<ChoiceGap>(got.accepts).options;
      REQUIRE(options.size() == choice->options.size());
      for (std::size_t o = 0; o < options.size(); ++o) {
        CHECK(options[o].correct == choice->options[o].correct);
        CHECK(plain_text(options[o].text.in("en")) == plain_text(choice->options[o].text.in("en")));
      }
    }
  }
  for (const auto& d : imported.diagnostics) INFO(d.message);
}
