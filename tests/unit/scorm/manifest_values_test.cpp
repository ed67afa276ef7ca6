// Manifest values: score formats, hrefs, identifiers and title shortening.
#include <catch2/catch.hpp>

#include "export/scorm/manifest_values.hpp"
#include "export/scorm/scorm_identifiers.hpp"
#include "scorm_fixture.hpp"
#include "text/markdown.hpp"

namespace quizpack {

TEST_CASE("mastery score is the passing fraction as 0..100, rounded down to two decimals") {
  CHECK(mastery_score_text(0.75) == "75");
  CHECK(mastery_score_text(0.8) == "80");
  CHECK(mastery_score_text(1.0) == "100");
  CHECK(mastery_score_text(0.0) == "0");
  CHECK(mastery_score_text(2.0 / 3.0) == "66.66");  // 4 of 6 still passes
  CHECK(mastery_score_text(0.57) == "57");          // 0.57 × 10000 is 5699.999999999999
  CHECK(mastery_score_text(0.555) == "55.5");
  CHECK(mastery_score_text(1.5) == "100");
  CHECK(mastery_score_text(-0.1) == "0");
}

TEST_CASE("minNormalizedMeasure is the passing fraction rounded down to four decimals") {
  CHECK(min_normalized_measure_text(0.75) == "0.75");
  CHECK(min_normalized_measure_text(0.8) == "0.8");
  CHECK(min_normalized_measure_text(1.0) == "1");
  CHECK(min_normalized_measure_text(0.0) == "0");
  CHECK(min_normalized_measure_text(2.0 / 3.0) == "0.6666");
  CHECK(min_normalized_measure_text(0.57) == "0.57");
  CHECK(min_normalized_measure_text(7.0) == "1");
}

TEST_CASE("file hrefs percent-encode what a URI path cannot hold") {
  CHECK(file_href("index.html") == "index.html");
  CHECK(file_href("media/loss scale.png") == "media/loss%20scale.png");
  CHECK(file_href("media/a%b#c?.png") == "media/a%25b%23c%3F.png");
  CHECK(file_href("media/\xC3\xA9t\xC3\xA9.png") == "media/%C3%A9t%C3%A9.png");
}

TEST_CASE("identifiers are distinct NCNames derived from quiz id and language") {
  const auto ids = scorm_identifiers("mixed-precision-training", "pt-BR");
  CHECK(ids.manifest == "MANIFEST-mixed-precision-training-pt-BR");
  CHECK(ids.organization == "ORG-mixed-precision-training-pt-BR");
  CHECK(ids.item == "ITEM-mixed-precision-training-pt-BR");
  CHECK(ids.resource == "RES-mixed-precision-training-pt-BR");
  for (const auto& id : {ids.manifest, ids.organization, ids.item, ids.resource, ids.objective})
    CHECK(test::is_ncname(id));
  const auto odd = scorm_identifiers("9 lives/quiz", "x:y");
  for (const auto& id : {odd.manifest, odd.organization, odd.item, odd.resource, odd.objective})
    CHECK(test::is_ncname(id));
  CHECK(scorm_identifiers("q", "en").manifest != scorm_identifiers("q", "ja").manifest);
}

TEST_CASE("manifest texts are plain, one-line titles and trimmed descriptions") {
  const Quiz quiz = test::scorm_fixture_quiz();
  const auto en = manifest_texts(quiz, "en");
  CHECK(en.title == "Loss scaling & FP16");
  CHECK_FALSE(en.title_shortened);
  CHECK(en.description.rfind("Why gradients underflow in FP16.", 0) == 0);
  CHECK(en.description.find("<b>scaling</b>") != std::string::npos);  // raw HTML stays text
  CHECK(manifest_texts(quiz, "ja").title == "損失スケーリングと FP16");
}

TEST_CASE("titles over 200 characters are shortened at a character boundary") {
  Quiz quiz = test::scorm_fixture_quiz();
  std::string long_title;
  for (int i = 0; i < 150; ++i) long_title += "\xE3\x81\x82 ";  // "あ " x150: 300 characters
  quiz.title.by_language.at("ja").text = parse_markdown(long_title);
  const auto ja = manifest_texts(quiz, "ja");
  CHECK(ja.title_shortened);
  std::size_t chars = 0;
  for (char c : ja.title) chars += (static_cast<unsigned char>(c) & 0xC0) != 0x80;
  CHECK(chars == 200);
  CHECK(ja.title.substr(ja.title.size() - 3) == "\u2026");
}

}  // namespace quizpack
