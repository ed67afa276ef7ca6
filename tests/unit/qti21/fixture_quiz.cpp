// A quiz with every question kind in en, ar and ja, built as model values for the qti21 tests.
#include "fixture_quiz.hpp"

#include "text/markdown.hpp"

namespace quizpack::test {
namespace {

LocalizedText same(const std::string& text) { return texts({{"en", text}, {"ar", text}, {"ja", text}}); }

Question question(const std::string& id, double points, QuestionBody body) {
  Question q;
  q.id = id;
  q.points = points;
  q.stem = texts({{"en", "Question " + id + " <b>&amp;</b> \"quoted\""},
                  {"ar", "سؤال " + id + " <b>&amp;</b>"},
                  {"ja", "質問 " + id + " の *本文*"}});
  q.explanation = texts({{"en", "Because of **" + id + "**."}, {"ar", "بسبب " + id}, {"ja", id + " だから。"}});
  q.body = std::move(body);
  return q;
}

Choice choice(const std::string& id, const std::string& text, bool correct) {
  return Choice{id, same(text), correct, std::nullopt};
}

}  // namespace

LocalizedText texts(const std::map<std::string, std::string>& by_language) {
  LocalizedText out;
  for (const auto& [lang, text] : by_language)
    out.by_language.set(lang, {parse_markdown(text), TranslationState::Source});
  return out;
}

Quiz every_kind_quiz() {
  Quiz quiz;
  quiz.id = "every-kind";
  quiz.version = "1.0.0";
  quiz.title = texts({{"en", "Every kind & more"}, {"ar", "كل الأنواع"}, {"ja", "すべての種類"}});
  quiz.description = same("All seven kinds.");
  quiz.source_language = "en";
  quiz.languages = {"en", "ar", "ja"};
  quiz.passing_score = 0.75;
  quiz.shuffle = {true, false};
  quiz.media = {{"media/diagram.png", "image/png", std::string("\x89PNG\r\n\x1a\n", 8)}};

  SingleChoice sc;
  sc.choices = {choice("a", "`fp16` <script>", false), choice("b", "bf16 & friends", true), choice("c", "fp8", false)};
  sc.choices[0].feedback = texts({{"en", "Too *narrow*."}, {"ar", "ضيق جدا"}, {"ja", "狭すぎる"}});
  sc.choices[1].feedback = same("Right.");
  Question q_sc = question("sc", 2, sc);
  q_sc.stem = texts({{"en", "Which format?\n\n![Bit layout](media/diagram.png)"},
                     {"ar", "أي تنسيق؟\n\n![تخطيط البتات](media/diagram.png)"},
                     {"ja", "どの形式？\n\n![ビット配置](media/diagram.png)"}});
  q_sc.title = texts({{"en", "Formats"}, {"ar", "التنسيقات"}, {"ja", "形式"}});

  MultipleResponse mr;
  mr.choices = {choice("a", "one", true), choice("b", "two", true), choice("c", "three", true),
                choice("d", "four", false), choice("e", "five", false)};
  mr.partial_credit = PartialCredit::RightMinusWrong;
  MultipleResponse mr_all = mr;
  mr_all.partial_credit = PartialCredit::AllOrNothing;

  TrueFalse tf;
  tf.answer = false;
  tf.feedback_true = same("No.");
  tf.feedback_false = same("Yes.");

  ShortAnswer sa;
  sa.accepted = {{"en", {"Paris", "City of Light"}}, {"ar", {"باريس"}}, {"ja", {"パリ"}}};
  ShortAnswer sa_case = sa;
  sa_case.accepted = {{"en", {"NaN"}}, {"ar", {"NaN"}}, {"ja", {"NaN"}}};
  sa_case.case_sensitive = true;

  Numerical num{Tolerance{3.14, 0.01}};
  Numerical range{Range{10, 20}};

  Matching match;
  match.pairs = {{"p1", same("fp32"), same("8 exponent bits")},
                 {"p2", same("fp16"), same("5 exponent bits")},
                 {"p3", same("fp8 e4m3"), same("4 exponent bits")}};
  match.distractors = {{"d1", same("11 exponent bits")}};

  Essay essay;
  essay.grader_info = same("Look for *loss scaling*.");

  quiz.questions = {q_sc,
                    question("mr", 3, mr),
                    question("mr-all", 1, mr_all),
                    question("tf", 1, tf),
                    question("sa", 1, sa),
                    question("sa-case", 1.5, sa_case),
                    question("num", 1, num),
                    question("range", 1, range),
                    question("match", 3, match),
                    question("essay", 5, essay)};
  return quiz;
}

}  // namespace quizpack::test
