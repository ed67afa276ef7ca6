// A quiz built in code with every question kind, three languages (one right to left) and hostile texts.
#include "fixture_quiz.hpp"

#include <string>

#include "text/markdown.hpp"

namespace quizpack::test {
namespace {

LocalizedText text(const std::string& en, const std::string& ar, const std::string& ja) {
  LocalizedText t;
  t.by_language.set("en", {parse_markdown(en), TranslationState::Source});
  t.by_language.set("ar", {parse_markdown(ar), TranslationState::Translated});
  t.by_language.set("ja", {parse_markdown(ja), TranslationState::Translated});
  return t;
}

LocalizedText same(const std::string& s) { return text(s, s, s); }

Question question(std::string id, LocalizedText stem, QuestionBody body) {
  Question q;
  q.id = std::move(id);
  q.stem = std::move(stem);
  q.explanation = text("Because *this* is so.", "لأن هذا صحيح.", "そのためです。");
  q.body = std::move(body);
  return q;
}

}  // namespace

Quiz every_kind_quiz() {
  Quiz quiz;
  quiz.id = "every-kind";
  quiz.version = "1.0.0";
  quiz.title = text("Every kind <script>alert(1)</script>", "كل الأنواع", "すべての種類");
  quiz.description =
      text("Covers {{every}} kind. @@PLUGINFILE@@/x ]]> </textarea>", "يغطي كل الأنواع.", "すべての種類を扱います。");
  quiz.level = Level::Hard;
  quiz.guide = "guides/every-kind";
  quiz.source_language = "en";
  quiz.languages = {"en", "ar", "ja"};
  quiz.passing_score = 0.75;

  SingleChoice single;
  single.choices = {{"a", text("`<b>` tag", "الوسم `<b>`", "`<b>` タグ"), true, std::nullopt},
                    {"b", text("[click](javascript:alert(1))", "خيار ب", "選択肢 B"), false,
                     text("Not a link.", "ليس رابطًا.", "リンクではありません。")},
                    {"c", same("<img src=x onerror=alert(1)>"), false, std::nullopt}};
  quiz.questions.push_back(question("q.single",
                                    text("Which one? ![loss curve](media/curve.png)", "أيّها؟ ![منحنى](media/curve.png)",
                                         "どれ? ![曲線](media/curve.png)"),
                                    single));

  MultipleResponse multi;
  multi.choices = {{"x", text("First", "الأول", "一つ目"), true, std::nullopt},
                   {"y", text("Second", "الثاني", "二つ目"), true, std::nullopt},
                   {"z", text("Third", "الثالث", "三つ目"), false, std::nullopt}};
  quiz.questions.push_back(question("q-multi", text("Pick two.", "اختر اثنين.", "二つ選んでください。"), multi));

  TrueFalse tf;
  tf.answer = false;
  tf.feedback_false = text("Right, it is false.", "صحيح، إنها خاطئة.", "その通り、誤りです。");
  quiz.questions.push_back(question("q_tf", text("The sky is green.", "السماء خضراء.", "空は緑色です。"), tf));

  ShortAnswer sa;
  sa.accepted = {{"en", {"bfloat16", "bf16"}}, {"ar", {"bfloat16"}}, {"ja", {"bfloat16"}}};
  quiz.questions.push_back(question(
      "q-short", text("Name the 16-bit format with FP32's exponent range.", "ما اسم الصيغة؟", "形式の名前は?"), sa));

  Numerical num;
  num.accepted = Tolerance{2.5, 0.1};
  quiz.questions.push_back(question("q-num", text("What is 5 / 2?", "كم يساوي 5 / 2؟", "5 / 2 は?"), num));

  Matching match;
  match.pairs = {{"fp16", text("FP16", "FP16", "FP16"), text("5 exponent bits", "5 بتات للأس", "指数部 5 ビット")},
                 {"bf16", text("BF16", "BF16", "BF16"), text("8 exponent bits", "8 بتات للأس", "指数部 8 ビット")}};
  match.distractors = {{"none", text("No exponent", "بلا أس", "指数部なし")}};
  quiz.questions.push_back(
      question("q-match", text("Match the formats.", "طابق الصيغ.", "形式を対応させてください。"), match));

  Essay essay;
  essay.grader_info = same("Look for loss scaling.");
  quiz.questions.push_back(question(
      "q-essay", text("Explain loss scaling.", "اشرح تحجيم الخسارة.", "ロス スケーリングを説明してください。"), essay));

  quiz.media.push_back({"media/curve.png", "image/png", std::string("\x89PNG\r\n\x1a\n", 8) + "fixture"});
  return quiz;
}

Quiz large_quiz(int count) {
  Quiz quiz = every_kind_quiz();
  std::vector<Question> kinds = quiz.questions;
  quiz.questions.clear();
  for (int i = 0; i < count; ++i) {
    Question q = kinds[static_cast<std::size_t>(i) % kinds.size()];
    q.id = "question-" + std::to_string(i + 1);
    quiz.questions.push_back(std::move(q));
  }
  return quiz;
}

}  // namespace quizpack::test
