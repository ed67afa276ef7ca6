// The bundled banks in GIFT: golden files per language, the round trip, and the seed quiz read back by Moodle's rules.
#include <catch2/catch.hpp>

#include "export/format_table.hpp"
#include "export/gift/gift_writer.hpp"
#include "formats/moodle/gift_compare.hpp"
#include "formats/moodle/gift_reader.hpp"
#include "load/load_bank.hpp"
#include "support/bundled_banks.hpp"
#include "support/golden.hpp"
#include "support/source_dir.hpp"
#include "text/html.hpp"
#include "text/plain_text.hpp"

using namespace quizpack;

TEST_CASE("GIFT golden files for the bundled banks in every language - and their round trip") {
  const auto& quizzes = quizpack::test::bundled_banks();
  REQUIRE(quizzes.size() >= 2);
  for (const auto& quiz : quizzes)
    for (const auto& lang : quiz.languages) {
      INFO(quiz.id << " " << lang);
      const WriterOutput output = collect_output(*find_format("gift"), quiz, lang);
      REQUIRE(output.files.size() == 1);
      CHECK(output.files[0].path == quiz.id + ".gift");
      CHECK(output.files[0].bytes.rfind("\xEF\xBB\xBF", 0) == std::string::npos);
      CHECK(quizpack::test::golden_mismatch("moodle/" + quiz.id + "/" + lang + ".gift", output.files[0].bytes) == "");
      const auto read = read_gift(output.files[0].bytes);
      CHECK_FALSE(read.has_errors());
      CHECK(compare_with_bank(quiz, lang, read).empty());
    }
}

TEST_CASE("the seed quiz in GIFT reads back as 8 single-choice questions per language with the bank's answers") {
  LoadResult loaded = load_banks({quizpack::test::source_path("content/mixed-precision-training")});
  REQUIRE_FALSE(loaded.has_errors());
  REQUIRE(loaded.quizzes.size() == 1);
  const Quiz& quiz = loaded.quizzes[0];
  REQUIRE(quiz.languages.size() == 3);
  for (const auto& lang : quiz.languages) {
    INFO(lang);
    const auto read = read_gift(write_gift(quiz, lang).files[0].bytes);
    REQUIRE_FALSE(read.has_errors());
    REQUIRE(read.questions.size() == 8);
    for (std::size_t i = 0; i < 8; ++i) {
      const auto& bank = quiz.questions[i];
      const auto& back = read.questions[i];
      INFO(bank.id);
      CHECK(back.kind == GiftKind::MultipleChoice);
      CHECK(back.single);
      CHECK(back.idnumber == bank.id);
      const auto& choices = std::get<SingleChoice>(bank.body).choices;
      REQUIRE(back.answers.size() == choices.size());
      int right = 0;
      for (std::size_t c = 0; c < choices.size(); ++c) {
        CHECK((back.answers[c].fraction == 1.0) == choices[c].correct);
        right += back.answers[c].fraction == 1.0 ? 1 : 0;
      }
      CHECK(right == 1);
      // The explanation is the general feedback, as plain text or as HTML.
      const RichText& explanation = bank.explanation.value().in(lang);
      const std::string expected =
          back.general_feedback.format == GiftFormat::Html ? render_html(explanation) : plain_text(explanation);
      CHECK_FALSE(back.general_feedback.text.empty());
      CHECK(back.general_feedback.text == expected);
    }
  }
}
