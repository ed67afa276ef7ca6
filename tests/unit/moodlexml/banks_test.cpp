// The bundled banks in Moodle XML: golden files, the bundled schema, and the seed quiz as Moodle reads it.
#include <catch2/catch.hpp>

#include "export/format_table.hpp"
#include "load/load_bank.hpp"
#include "support/golden.hpp"
#include "support/source_dir.hpp"
#include "text/html.hpp"
#include "text/plain_text.hpp"
#include "unit/moodlexml/moodle_reading.hpp"
#include "validate/xml_schema.hpp"

using namespace quizpack;

namespace {

std::string joined(const std::vector<std::string>& lines) {
  std::string out;
  for (const auto& l : lines) out += l + "\n";
  return out;
}

}  // namespace

TEST_CASE("Moodle XML golden files for the bundled banks - per language and multilang - valid against the schema") {
  LoadResult loaded = load_banks({quizpack::test::source_path("content"), quizpack::test::source_path("examples")});
  REQUIRE_FALSE(loaded.has_errors());
  REQUIRE(loaded.quizzes.size() >= 2);
  for (const auto& quiz : loaded.quizzes) {
    for (const auto& lang : quiz.languages) {
      INFO(quiz.id << " " << lang);
      const WriterOutput output = collect_output(*find_format("moodlexml"), quiz, lang);
      REQUIRE(output.files.size() == 1);
      CHECK(output.files[0].path == quiz.id + ".moodle.xml");
      CHECK(joined(validate_xml(output.files[0].bytes, output.files[0].schema)).empty());
      CHECK(test::read_moodle_xml(output.files[0].bytes).size() == quiz.questions.size() + 1);
      CHECK(test::golden_mismatch("moodle/" + quiz.id + "/" + lang + ".moodle.xml", output.files[0].bytes) == "");
    }
    INFO(quiz.id << " multilang");
    const WriterOutput output = collect_output(*find_format("moodlexml-multilang"), quiz, "");
    CHECK(joined(validate_xml(output.files[0].bytes, output.files[0].schema)).empty());
    CHECK(test::golden_mismatch("moodle/" + quiz.id + "/multilang.moodle.xml", output.files[0].bytes) == "");
  }
}

TEST_CASE("the seed quiz in Moodle XML gives 8 single-choice questions per language with the bank's answers") {
  LoadResult loaded = load_banks({quizpack::test::source_path("content/mixed-precision-training")});
  REQUIRE_FALSE(loaded.has_errors());
  REQUIRE(loaded.quizzes.size() == 1);
  const Quiz& quiz = loaded.quizzes[0];
  for (const auto& lang : quiz.languages) {
    INFO(lang);
    const auto questions = test::read_moodle_xml(collect_output(*find_format("moodlexml"), quiz, lang).files[0].bytes);
    REQUIRE(questions.size() == 9);
    CHECK(questions[0].type == "category");
    for (std::size_t i = 0; i < 8; ++i) {
      const auto& bank = quiz.questions[i];
      const auto& read = questions[i + 1];
      INFO(bank.id);
      CHECK(read.type == "multichoice");
      CHECK(read.single == "true");
      CHECK(read.idnumber == bank.id);
      const auto& choices = std::get<SingleChoice>(bank.body).choices;
      REQUIRE(read.answers.size() == choices.size());
      for (std::size_t c = 0; c < choices.size(); ++c) CHECK((read.answers[c].fraction == 1.0) == choices[c].correct);
      const RichText& explanation = bank.explanation.value().in(lang);
      const std::string expected =
          read.generalfeedback.format == "html" ? render_html(explanation) : plain_text(explanation);
      CHECK_FALSE(read.generalfeedback.text.empty());
      CHECK(read.generalfeedback.text == test::trimmed(expected));
    }
  }
}
