// Moodle XML writers: every kind as Moodle's importer reads it, images, CDATA, multilang, bundled schema.
#include <catch2/catch.hpp>

#include <algorithm>
#include <string_view>

#include "export/format_table.hpp"
#include "export/moodlexml/moodle_xml_writer.hpp"
#include "model/question_kinds.hpp"
#include "support/collect.hpp"
#include "support/every_kind_quiz.hpp"
#include "support/quiz_building.hpp"
#include "support/torture_quiz.hpp"
#include "text/html.hpp"
#include "text/plain_text.hpp"
#include "unit/moodlexml/moodle_reading.hpp"
#include "validate/xml_schema.hpp"

using namespace quizpack;

namespace {

constexpr const char* kSchema = "moodlexml/moodle-quiz.xsd";

std::string joined(const std::vector<std::string>& lines) {
  std::string out;
  for (const auto& l : lines) out += l + "\n";
  return out;
}

}  // namespace

TEST_CASE("per-language Moodle XML holds every kind as Moodle reads it") {
  const Quiz quiz = test::every_form_quiz();
  const WriterOutput output = test::collect("moodlexml", quiz, "en");
  REQUIRE(output.files.size() == 1);
  const auto& file = output.files[0];
  CHECK(file.path == "every-kind.moodle.xml");
  CHECK(file.schema == kSchema);
  CHECK(file.bytes.rfind("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<quiz>", 0) == 0);
  CHECK(joined(validate_xml(file.bytes, kSchema)).empty());

  const auto questions = test::read_moodle_xml(file.bytes);
  REQUIRE(questions.size() == quiz.questions.size() + 1);
  CHECK(questions[0].type == "category");
  // Moodle reads "/" in a category name as a level separator unless it is doubled.
  CHECK(questions[0].category == "$course$/top/Every kind <script>alert(1)<//script>");
  const auto read = [&](const char* id) { return questions.at(test::question_at(quiz, id) + 1); };

  const auto single = read("q.single");
  CHECK(single.type == "multichoice");
  CHECK(single.single == "true");
  CHECK(single.name == "Which tag");
  CHECK(single.idnumber == "q.single");
  CHECK(single.defaultgrade == "1");
  CHECK(single.penalty == "0.3333333");
  CHECK(single.shuffleanswers == "false");
  CHECK(single.questiontext.format == "html");
  CHECK(single.questiontext.text ==
        "<p>Which one? <img src=\"@@PLUGINFILE@@/media/curve.png\" alt=\"loss curve\"/></p>");
  REQUIRE(single.questiontext.files.size() == 1);
  CHECK(single.questiontext.files[0] == "/media/curve.png");
  CHECK(file.bytes.find("<file name=\"curve.png\" path=\"/media/\" encoding=\"base64\">iVBORw0KGgpmaXh0dXJl</file>") !=
        std::string::npos);
  CHECK(single.generalfeedback.format == "html");
  CHECK(single.generalfeedback.text == "<p>Because <em>this</em> is so.</p>");
  REQUIRE(single.answers.size() == 3);
  CHECK(single.answers[0].fraction == 1.0);
  CHECK(single.answers[0].text.text == "<code>&lt;b&gt;</code> tag");
  CHECK(single.answers[1].fraction == 0.0);
  CHECK(single.answers[1].feedback.text == "Not a link.");
  CHECK(single.answers[2].text.format == "plain_text");
  CHECK(single.answers[2].text.text == "<img src=x onerror=alert(1)>");
  CHECK(file.bytes.find("<text><![CDATA[<code>&lt;b&gt;</code> tag]]></text>") != std::string::npos);

  const auto multiple = read("q-multi");
  CHECK(multiple.single == "false");
  REQUIRE(multiple.answers.size() == 5);
  double positive = 0;
  for (const auto& a : multiple.answers) positive += a.fraction > 0 ? a.fraction : 0;
  CHECK(positive == Approx(1.0).margin(0.005));
  CHECK(multiple.answers[0].fraction == Approx(0.3333333));
  CHECK(multiple.answers[3].fraction == Approx(-0.3333333));

  const auto truth = read("q_tf");
  CHECK(truth.type == "truefalse");
  CHECK(truth.penalty == "1");
  REQUIRE(truth.answers.size() == 2);
  CHECK(truth.answers[0].text.text == "true");
  CHECK(truth.answers[0].fraction == 0.0);
  CHECK(truth.answers[0].feedback.format == "plain_text");
  CHECK(truth.answers[0].feedback.text == "No, it is false.");
  CHECK(truth.answers[1].text.text == "false");
  CHECK(truth.answers[1].fraction == 1.0);
  CHECK(truth.answers[1].feedback.text == "Right, it is false.");

  const auto short_answer = read("q-short");
  CHECK(short_answer.type == "shortanswer");
  CHECK(short_answer.usecase == "0");
  REQUIRE(short_answer.answers.size() == 2);
  CHECK(short_answer.answers[0].text.text == "bfloat16");
  CHECK(short_answer.answers[1].text.text == "bf16");
  CHECK(read("q-short-case").usecase == "1");

  const auto number = read("q-num");
  CHECK(number.type == "numerical");
  REQUIRE(number.answers.size() == 1);
  CHECK(number.answers[0].text.text == "2.5");
  CHECK(number.answers[0].tolerance == "0.1");
  const auto range = read("q-range");
  CHECK(range.answers[0].text.text == "15");
  CHECK(range.answers[0].tolerance == "5");

  const auto match = read("q-match");
  CHECK(match.type == "matching");
  REQUIRE(match.subquestions.size() == 4);
  CHECK(match.subquestions[0].first.text == "FP16");
  CHECK(match.subquestions[0].second == "5 exponent bits");
  CHECK(match.subquestions[3].first.text.empty());
  CHECK(match.subquestions[3].second == "No exponent");

  const auto essay = read("q-essay");
  CHECK(essay.type == "essay");
  CHECK(essay.penalty == "0");
  CHECK(essay.graderinfo.text == "Look for loss scaling.");
}

TEST_CASE("multilang Moodle XML writes every text as multilang spans side by side") {
  const Quiz quiz = test::every_kind_quiz();
  const Format* format = find_format("moodlexml-multilang");
  REQUIRE(format != nullptr);
  CHECK(format->scope == Scope::AllLanguages);
  CHECK(format->suffix == "multilang.moodle.xml");
  const WriterOutput output = collect_output(*format, quiz, "");
  REQUIRE(output.files.size() == 1);
  CHECK(output.files[0].path == "every-kind.multilang.moodle.xml");
  CHECK(joined(validate_xml(output.files[0].bytes, kSchema)).empty());
  const auto questions = test::read_moodle_xml(output.files[0].bytes);
  REQUIRE(questions.size() == quiz.questions.size() + 1);
  const auto& multi = questions[1 + kind_index<MultipleResponse>()];
  CHECK(multi.questiontext.format == "html");
  CHECK(multi.questiontext.text ==
        "<span lang=\"en\" class=\"multilang\"><p>Pick &lt;b&gt;&amp;&lt;/b&gt; &quot;three&quot;.</p></span>"
        "<span lang=\"ar\" class=\"multilang\"><p>اختر &lt;b&gt;&amp;&lt;/b&gt; ثلاثة.</p></span>"
        "<span lang=\"ja\" class=\"multilang\"><p>&lt;b&gt;&amp;&lt;/b&gt; 三つ選んでください。</p></span>");
  const auto& single = questions[1 + kind_index<SingleChoice>()];
  CHECK(single.name ==
        "<span lang=\"en\" class=\"multilang\">Which tag</span><span lang=\"ar\" class=\"multilang\">أي وسم</span>"
        "<span lang=\"ja\" class=\"multilang\">どのタグ</span>");
  // Short answers of every language are accepted; each image is embedded once.
  REQUIRE(questions[1 + kind_index<ShortAnswer>()].answers.size() == 4);
  CHECK(single.questiontext.files.size() == 1);
}

TEST_CASE("the escaping torture quiz stays intact in Moodle XML in every language") {
  const Quiz quiz = test::torture_quiz();
  for (const auto& lang : quiz.languages) {
    INFO(lang);
    const WriterOutput output = test::collect("moodlexml", quiz, lang);
    const std::string& xml = output.files[0].bytes;
    CHECK(joined(validate_xml(xml, kSchema)).empty());
    const auto questions = test::read_moodle_xml(xml);
    REQUIRE(questions.size() == quiz.questions.size() + 1);
    for (std::size_t i = 0; i < quiz.questions.size(); ++i) {
      const auto& bank = quiz.questions[i];
      const auto& read = questions[i + 1];
      CHECK(read.idnumber == bank.id);
      if (std::holds_alternative<Cloze>(bank.body)) {  // its text holds the gaps: tests/unit/multianswer reads them
        CHECK(read.type == "cloze");
        continue;
      }
      const RichText& stem = bank.stem.in(lang);
      const std::string expected = read.questiontext.format == "html" ? render_html(stem) : plain_text(stem);
      CHECK(read.questiontext.text == test::trimmed(expected));
    }
    // "]]>" in a text is split over two CDATA sections.
    CHECK(xml.find("]]]]><![CDATA[>") != std::string::npos);
    // Short answers keep '*' literal with Moodle's \* and stay case-sensitive.
    if (lang == "en") {
      CHECK(questions[4].usecase == "1");
      CHECK(questions[4].answers[0].text.text == "a\\*b");
      CHECK(questions[4].answers[4].text.text == "a -> b");
    }
  }
  const WriterOutput multilang = test::collect("moodlexml-multilang", quiz, "");
  CHECK(joined(validate_xml(multilang.files[0].bytes, kSchema)).empty());
  CHECK(test::read_moodle_xml(multilang.files[0].bytes).size() == quiz.questions.size() + 1);
}

TEST_CASE("Moodle XML warns about what Moodle cannot express") {
  const WriterOutput output = test::collect("moodlexml", test::torture_quiz(), "en");
  bool all_or_nothing = false;
  for (const auto& w : output.warnings)
    if (w.rule == "moodlexml-grading" && w.message.find("question multi:") == 0) all_or_nothing = true;
  CHECK(all_or_nothing);
}

TEST_CASE("the bundled Moodle XML schema rejects what Moodle cannot read") {
  const std::string valid =
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?><quiz><question type=\"shortanswer\"><name><text>n</text></name>"
      "<questiontext format=\"html\"><text>q</text></questiontext><answer fraction=\"100\"><text>a</text></answer>"
      "</question></quiz>";
  CHECK(validate_xml(valid, kSchema).empty());
  auto broken = [&](const std::string& from, const std::string& to) {
    std::string xml = valid;
    xml.replace(xml.find(from), from.size(), to);
    return !validate_xml(xml, kSchema).empty();
  };
  CHECK(broken("type=\"shortanswer\"", "type=\"cloudquestion\""));
  CHECK(broken("fraction=\"100\"", "fraction=\"150\""));
  CHECK(broken("format=\"html\"", "format=\"rtf\""));
  CHECK(broken("<name><text>n</text></name>", "<name>n</name>"));
  CHECK(broken("<answer fraction=\"100\">", "<answer>"));
}

TEST_CASE("Moodle XML written in pieces is the same file, never held whole") {
  Quiz quiz = test::every_kind_quiz();
  const auto one_round = quiz.questions;
  for (int i = 1; i < 300; ++i)
    for (auto question : one_round) {
      question.id += "-" + std::to_string(i);
      quiz.questions.push_back(std::move(question));
    }
  auto pieces_of = [](const auto& stream) {
    std::vector<std::string> pieces;
    const Diagnostics warnings = stream([&](std::string_view piece) { pieces.emplace_back(piece); });
    return std::make_pair(pieces, warnings.size());
  };
  for (const bool multilang : {false, true}) {
    INFO((multilang ? "multilang" : "en"));
    const WriterOutput whole =
        multilang ? test::collect("moodlexml-multilang", quiz, "") : test::collect("moodlexml", quiz, "en");
    const auto [pieces, warnings] = pieces_of([&](const PieceSink& sink) {
      return multilang ? write_moodle_xml_multilang(quiz, "", sink) : write_moodle_xml(quiz, "en", sink);
    });
    REQUIRE(whole.files.size() == 1);
    REQUIRE(whole.files[0].bytes.size() > 1'000'000);
    std::string joined_pieces;
    std::size_t largest = 0;
    for (const auto& p : pieces) {
      joined_pieces += p;
      largest = std::max(largest, p.size());
    }
    CHECK(joined_pieces == whole.files[0].bytes);
    CHECK(pieces.size() > 3);
    CHECK(largest < whole.files[0].bytes.size() / 3);
    CHECK(warnings == whole.warnings.size());
  }
}

TEST_CASE("Moodle XML links open outside the quiz, as in the player, per language and multilang") {
  Quiz quiz = test::empty_quiz("links", {"en", "de"});
  quiz.title = test::texts({{"en", "Links"}, {"de", "Links"}});
  quiz.description = test::texts({{"en", "D"}, {"de", "D"}});
  quiz.questions.push_back(test::question(
      "q",
      test::texts({{"en", "See [the docs](https://example.org/a)."}, {"de", "Siehe [Doku](https://example.org/b)."}}),
      test::texts({{"en", ""}, {"de", ""}}), TrueFalse{}));
  const auto stem = [](const WriterOutput& output) {
    return test::read_moodle_xml(output.files.at(0).bytes).at(1).questiontext.text;
  };
  CHECK(stem(test::collect("moodlexml", quiz, "en")) ==
        "<p>See <a href=\"https://example.org/a\" target=\"_blank\" rel=\"noopener noreferrer\">the docs</a>.</p>");
  const Format* format = find_format("moodlexml-multilang");
  REQUIRE(format != nullptr);
  const WriterOutput multilang = collect_output(*format, quiz, "");
  CHECK(joined(validate_xml(multilang.files.at(0).bytes, kSchema)).empty());
  CHECK(stem(multilang) ==
        "<span lang=\"en\" class=\"multilang\"><p>See <a href=\"https://example.org/a\" target=\"_blank\" "
        "rel=\"noopener noreferrer\">the docs</a>.</p></span><span lang=\"de\" class=\"multilang\"><p>Siehe "
        "<a href=\"https://example.org/b\" target=\"_blank\" rel=\"noopener noreferrer\">Doku</a>.</p></span>");
}
