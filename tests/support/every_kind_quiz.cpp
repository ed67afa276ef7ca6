// Test-only: the one quiz with a question of every kind, shared by every unit test that needs one.
#include "support/every_kind_quiz.hpp"

#include <stdexcept>
#include <utility>
#include <variant>

#include "model/question_kinds.hpp"
#include "text/gap_markers.hpp"
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

template <class Kind>
Question question_of_kind() {
  static_assert(sizeof(Kind) == 0, "every_kind_quiz() needs a question of every QuestionBody alternative");
  return {};
}

template <>
Question question_of_kind<SingleChoice>() {
  SingleChoice single;
  single.choices = {{"a", text("`<b>` tag", "الوسم `<b>`", "`<b>` タグ"), true, std::nullopt},
                    {"b", text("[click](javascript:alert(1))", "خيار ب", "選択肢 B"), false,
                     text("Not a link.", "ليس رابطًا.", "リンクではありません。")},
                    {"c", same("<img src=x onerror=alert(1)>"), false, std::nullopt}};
  Question q = question("q.single",
                        text("Which one? ![loss curve](media/curve.png)", "أيّها؟ ![منحنى](media/curve.png)",
                             "どれ? ![曲線](media/curve.png)"),
                        single);
  q.title = text("Which tag", "أي وسم", "どのタグ");
  return q;
}

template <>
Question question_of_kind<MultipleResponse>() {
  MultipleResponse multi;
  multi.choices = {{"a", text("First", "الأول", "一つ目"), true, std::nullopt},
                   {"b", text("Second", "الثاني", "二つ目"), true, std::nullopt},
                   {"c", text("Third", "الثالث", "三つ目"), true, std::nullopt},
                   {"d", text("Fourth", "الرابع", "四つ目"), false, std::nullopt},
                   {"e", text("Fifth", "الخامس", "五つ目"), false, std::nullopt}};
  return question("q-multi",
                  text("Pick <b>&amp;</b> \"three\".", "اختر <b>&amp;</b> ثلاثة.", "<b>&amp;</b> 三つ選んでください。"),
                  multi);
}

template <>
Question question_of_kind<TrueFalse>() {
  TrueFalse tf;
  tf.answer = false;
  tf.feedback_true = text("No, it is false.", "لا، إنها خاطئة.", "いいえ、誤りです。");
  tf.feedback_false = text("Right, it is false.", "صحيح، إنها خاطئة.", "その通り、誤りです。");
  return question("q_tf", text("The sky is green.", "السماء خضراء.", "空は緑色です。"), tf);
}

template <>
Question question_of_kind<ShortAnswer>() {
  ShortAnswer sa;
  sa.accepted = {{"en", {"bfloat16", "bf16"}}, {"ar", {"bfloat16", "بي فلوت"}}, {"ja", {"bfloat16", "ビーフロート"}}};
  return question("q-short",
                  text("Name the 16-bit format with FP32's exponent range.", "ما اسم الصيغة؟", "形式の名前は?"), sa);
}

template <>
Question question_of_kind<Numerical>() {
  Numerical num;
  num.accepted = Tolerance{2.5, 0.1};
  return question("q-num", text("What is 5 / 2?", "كم يساوي 5 / 2؟", "5 / 2 は?"), num);
}

template <>
Question question_of_kind<Matching>() {
  Matching match;
  match.pairs = {
      {"fp16", text("FP16", "FP16", "FP16"), text("5 exponent bits", "5 بتات للأس", "指数部 5 ビット")},
      {"bf16", text("BF16", "BF16", "BF16"), text("8 exponent bits", "8 بتات للأس", "指数部 8 ビット")},
      {"fp8", text("FP8 E4M3", "FP8 E4M3", "FP8 E4M3"), text("4 exponent bits", "4 بتات للأس", "指数部 4 ビット")}};
  match.distractors = {{"none", text("No exponent", "بلا أس", "指数部なし")}};
  return question("q-match", text("Match the formats.", "طابق الصيغ.", "形式を対応させてください。"), match);
}

template <>
Question question_of_kind<Essay>() {
  Essay essay;
  essay.grader_info = same("Look for loss scaling.");
  return question("q-essay",
                  text("Explain loss scaling.", "اشرح تحجيم الخسارة.", "ロス スケーリングを説明してください。"), essay);
}

template <>
Question question_of_kind<Ordering>() {
  Ordering order;
  order.items = {{"fp32", text("FP32", "FP32", "FP32")},
                 {"bf16", text("BF16 *cast*", "تحويل BF16", "BF16 へ変換")},
                 {"fp8", text("FP8 <scale>", "FP8 مع التحجيم", "FP8 スケール")}};
  return question("q-order",
                  text("Order the formats from widest to narrowest.", "رتب الصيغ من الأعرض إلى الأضيق.",
                       "形式を広い順に並べてください。"),
                  order);
}

template <>
Question question_of_kind<Cloze>() {
  Cloze cloze;
  cloze.gaps.push_back({"fmt", TextGap{{{"en", {"BF16"}}, {"ar", {"BF16"}}, {"ja", {"BF16"}}}, false}, 1,
                        text("Brain float.", "صيغة Brain float.", "Brain float です。")});
  cloze.gaps.push_back({"bits", NumberGap{Tolerance{16, 0}}, 1, std::nullopt});
  cloze.gaps.push_back({"keeps",
                        ChoiceGap{{{"range", text("range", "المدى", "範囲"), true},
                                   {"precision", text("precision", "الدقة", "精度"), false}}},
                        2, std::nullopt});
  Question q = question("q-cloze",
                        text("{{fmt}} has {{bits}} bits and keeps the {{keeps}} of FP32.",
                             "تحتوي {{fmt}} على {{bits}} بتًا وتحافظ على {{keeps}} في FP32.",
                             "{{fmt}} は {{bits}} ビットで、FP32 の {{keeps}} を保ちます。"),
                        cloze);
  for (auto& entry : q.stem.by_language) mark_gaps(entry.second.text.blocks);
  q.points = 4;
  return q;
}

template <>
Question question_of_kind<Description>() {
  Question q = question("q-description",
                        text("Read this **before** the next questions. ![loss curve](media/curve.png)",
                             "اقرأ هذا **قبل** الأسئلة التالية. ![منحنى](media/curve.png)",
                             "次の問題の**前に**読んでください。 ![曲線](media/curve.png)"),
                        Description{});
  q.title = text("Before you start", "قبل أن تبدأ", "始める前に");
  q.points = 0;
  q.explanation.reset();
  return q;
}

template <std::size_t... I>
std::vector<Question> one_question_per_kind(std::index_sequence<I...>) {
  return {question_of_kind<std::variant_alternative_t<I, QuestionBody>>()...};
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
  quiz.questions = one_question_per_kind(std::make_index_sequence<std::variant_size_v<QuestionBody>>{});
  quiz.media.push_back({"media/curve.png", "image/png", std::string("\x89PNG\r\n\x1a\n", 8) + "fixture"});
  return quiz;
}

Quiz every_form_quiz() {
  Quiz quiz = every_kind_quiz();

  Question multi_all = quiz.questions[kind_index<MultipleResponse>()];
  multi_all.id = "q-multi-all";
  std::get<MultipleResponse>(multi_all.body).partial_credit = PartialCredit::AllOrNothing;

  ShortAnswer case_sensitive;
  case_sensitive.accepted = {{"en", {"NaN"}}, {"ar", {"NaN"}}, {"ja", {"NaN"}}};
  case_sensitive.case_sensitive = true;
  Question short_case = question("q-short-case", text("Not a number?", "ليس رقما؟", "非数は?"), case_sensitive);

  Question range = question("q-range", text("A value from 10 to 20?", "قيمة من 10 إلى 20؟", "10 から 20 の値は?"),
                            Numerical{Range{10, 20}});

  Question order_positions = quiz.questions[kind_index<Ordering>()];
  order_positions.id = "q-order-positions";
  std::get<Ordering>(order_positions.body).credit = OrderCredit::PerPosition;

  quiz.questions.push_back(std::move(multi_all));
  quiz.questions.push_back(std::move(short_case));
  quiz.questions.push_back(std::move(range));
  quiz.questions.push_back(std::move(order_positions));
  return quiz;
}

std::size_t question_at(const Quiz& quiz, const std::string& id) {
  for (std::size_t i = 0; i < quiz.questions.size(); ++i)
    if (quiz.questions[i].id == id) return i;
  throw std::out_of_range("no question " + id);
}

}  // namespace quizpack::test
