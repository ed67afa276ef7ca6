// Test-only: quizzes built as model values, with every question kind and hard-to-escape texts.
#pragma once

#include <initializer_list>
#include <string>
#include <utility>

#include "model/quiz.hpp"
#include "text/markdown.hpp"

namespace quizpack::test {

inline LocalizedText texts(std::initializer_list<std::pair<const char*, const char*>> items) {
  LocalizedText out;
  for (const auto& [lang, source] : items) out.by_language.set(lang, Translation{parse_markdown(source), {}});
  return out;
}

inline Choice choice(const char* id, LocalizedText text, bool correct,
                     std::optional<LocalizedText> feedback = std::nullopt) {
  return Choice{id, std::move(text), correct, std::move(feedback)};
}

inline Question question(const char* id, LocalizedText stem, LocalizedText explanation, QuestionBody body) {
  Question q;
  q.id = id;
  q.stem = std::move(stem);
  q.explanation = std::move(explanation);
  q.body = std::move(body);
  return q;
}

inline Quiz empty_quiz(const char* id, std::vector<LanguageTag> languages) {
  Quiz quiz;
  quiz.id = id;
  quiz.version = "1.0.0";
  quiz.source_language = languages.front();
  quiz.languages = std::move(languages);
  return quiz;
}

// One question of each kind in English, Japanese and Arabic, with feedback, markup and an image.
inline Quiz every_kind_quiz() {
  Quiz quiz = empty_quiz("every-kind", {"en", "ja", "ar"});
  quiz.title = texts({{"en", "Every kind"}, {"ja", "すべての種類"}, {"ar", "كل الأنواع"}});
  quiz.description = texts({{"en", "One question of each kind."}, {"ja", "各種類の問題。"}, {"ar", "سؤال من كل نوع."}});
  quiz.media.push_back({"media/dot.png", "image/png", std::string("\x89PNG\r\n\x1a\n", 8)});

  SingleChoice single;
  single.choices = {choice("a", texts({{"en", "`fp16`"}, {"ja", "`fp16`"}, {"ar", "`fp16`"}}), true,
                           texts({{"en", "Right."}, {"ja", "正解。"}, {"ar", "صحيح."}})),
                    choice("b", texts({{"en", "fp64"}, {"ja", "fp64"}, {"ar", "fp64"}}), false,
                           texts({{"en", "Too wide."}, {"ja", "広すぎます。"}, {"ar", "واسع جدا."}}))};
  quiz.questions.push_back(question(
      "single",
      texts({{"en", "Which format is **half** precision?"}, {"ja", "半精度はどれ？"}, {"ar", "ما هي الدقة النصفية؟"}}),
      texts({{"en", "fp16 uses 16 bits."}, {"ja", "fp16 は 16 ビットです。"}, {"ar", "يستخدم fp16 ستة عشر بتا."}}),
      single));
  quiz.questions.back().title = texts({{"en", "Half precision"}, {"ja", "半精度"}, {"ar", "الدقة النصفية"}});

  MultipleResponse multiple;
  multiple.choices = {choice("a", texts({{"en", "A"}, {"ja", "エー"}, {"ar", "أ"}}), true),
                      choice("b", texts({{"en", "B"}, {"ja", "ビー"}, {"ar", "ب"}}), true),
                      choice("c", texts({{"en", "C"}, {"ja", "シー"}, {"ar", "ج"}}), true),
                      choice("d", texts({{"en", "D"}, {"ja", "ディー"}, {"ar", "د"}}), false)};
  quiz.questions.push_back(
      question("multiple", texts({{"en", "Pick A, B and C."}, {"ja", "A、B、C を選ぶ。"}, {"ar", "اختر أ و ب و ج."}}),
               texts({{"en", "Three are right."}, {"ja", "三つが正解。"}, {"ar", "ثلاثة صحيحة."}}), multiple));

  TrueFalse truth;
  truth.answer = false;
  truth.feedback_true = texts({{"en", "No: it is false."}, {"ja", "いいえ。"}, {"ar", "لا."}});
  truth.feedback_false = texts({{"en", "Yes: it is false."}, {"ja", "はい。"}, {"ar", "نعم."}});
  quiz.questions.push_back(question(
      "truth",
      texts({{"en", "Loss scaling is never needed."},
             {"ja", "損失スケーリングは不要。"},
             {"ar", "تحجيم الخسارة غير ضروري أبدا."}}),
      texts({{"en", "It is often needed."}, {"ja", "しばしば必要です。"}, {"ar", "غالبا ما يكون ضروريا."}}), truth));

  ShortAnswer short_answer;
  short_answer.accepted = {{"en", {"bfloat16", "bf16"}}, {"ja", {"bfloat16"}}, {"ar", {"bfloat16"}}};
  quiz.questions.push_back(question("short",
                                    texts({{"en", "Name the 16-bit format with 8 exponent bits."},
                                           {"ja", "指数部 8 ビットの 16 ビット形式は？"},
                                           {"ar", "ما اسم الصيغة؟"}}),
                                    texts({{"en", "bfloat16."}, {"ja", "bfloat16。"}, {"ar", "bfloat16."}}),
                                    short_answer));

  Numerical tolerance{Tolerance{65504, 0.5}};
  quiz.questions.push_back(
      question("number", texts({{"en", "Largest fp16 value?"}, {"ja", "fp16 の最大値は？"}, {"ar", "أكبر قيمة؟"}}),
               texts({{"en", "The answer is 65504."}, {"ja", "答えは 65504。"}, {"ar", "الجواب 65504."}}), tolerance));
  Numerical range{Range{-1.5, 2.25}};
  quiz.questions.push_back(
      question("range", texts({{"en", "A value in range?"}, {"ja", "範囲内の値は？"}, {"ar", "قيمة في المدى؟"}}),
               texts({{"en", "Between."}, {"ja", "間。"}, {"ar", "بين."}}), range));

  Matching matching;
  matching.pairs = {{"p1", texts({{"en", "fp16"}, {"ja", "fp16"}, {"ar", "fp16"}}),
                     texts({{"en", "5 exponent bits"}, {"ja", "指数 5 ビット"}, {"ar", "5 بتات"}})},
                    {"p2", texts({{"en", "bf16"}, {"ja", "bf16"}, {"ar", "bf16"}}),
                     texts({{"en", "8 exponent bits"}, {"ja", "指数 8 ビット"}, {"ar", "8 بتات"}})}};
  matching.distractors = {{"x", texts({{"en", "11 exponent bits"}, {"ja", "指数 11 ビット"}, {"ar", "11 بتا"}})}};
  quiz.questions.push_back(
      question("match", texts({{"en", "Match the formats."}, {"ja", "形式を対応させる。"}, {"ar", "طابق الصيغ."}}),
               texts({{"en", "See the table."}, {"ja", "表を参照。"}, {"ar", "انظر الجدول."}}), matching));

  Essay essay;
  essay.grader_info = texts({{"en", "Look for overflow."}, {"ja", "オーバーフロー。"}, {"ar", "الفيض."}});
  quiz.questions.push_back(
      question("essay",
               texts({{"en", "Explain ![a dot](media/dot.png) loss scaling."},
                      {"ja", "説明せよ ![点](media/dot.png)。"},
                      {"ar", "اشرح ![نقطة](media/dot.png)."}}),
               texts({{"en", "Scaling avoids underflow."}, {"ja", "アンダーフロー回避。"}, {"ar", "تجنب."}}), essay));
  return quiz;
}

// Every GIFT special character (~ = # { } : \ and line breaks), HTML specials, format-marker and weight
// look-alikes, in titles, stems, options, feedback and answers; in English, Japanese, Hindi and Arabic.
inline Quiz torture_quiz() {
  Quiz quiz = empty_quiz("torture", {"en", "ja", "hi", "ar"});
  const char* specials = "a~b=c#d{e}f:g\\\\h \\\\n i&&058; <b>bold?</b> & \"q\" 'q' ]]> -> ## ####";
  quiz.title = texts(
      {{"en", "Torture: ~=#{}:\\\\ / slashes"}, {"ja", "拷問：~=#{}"}, {"hi", "यातना: ~=#{}"}, {"ar", "تعذيب: ~=#{}"}});
  quiz.description = texts({{"en", specials}, {"ja", specials}, {"hi", specials}, {"ar", specials}});

  auto all = [](const char* en, const char* ja, const char* hi, const char* ar) {
    return texts({{"en", en}, {"ja", ja}, {"hi", hi}, {"ar", ar}});
  };
  SingleChoice single;
  single.choices = {
      choice("a", all("%50% is not a weight", "%5%：重みではない", "%50% भार नहीं", "%50% ليس وزنا"), false,
             all("#not general feedback", "\\#フィードバック", "#प्रतिक्रिया", "#ملاحظة")),
      choice("b", all("[html] is not a marker", "[html] マーカーではない", "[html] मार्कर नहीं", "[html] ليس علامة"),
             true, all("=right {yes}", "={正解}", "={सही}", "={صحيح}")),
      choice("c", all("x -> y ~ z = w", "x -> y ~ z", "x -> y ~ z", "x -> y ~ z"), false),
      choice("d", all("line one  \nline two", "一行目  \n二行目", "पहली  \nदूसरी", "الأول  \nالثاني"), false)};
  quiz.questions.push_back(question("specials", all(specials, specials, specials, specials),
                                    all("Explanation: {#} ~ = \\\\", "説明：{#}", "व्याख्या: {#}", "شرح: {#}"), single));
  quiz.questions.back().title = all("::title:: {x} #1 ~ = \\\\", "題名::{x}", "शीर्षक::{x}", "عنوان::{x}");

  MultipleResponse multiple;
  multiple.partial_credit = PartialCredit::AllOrNothing;
  multiple.choices = {choice("a", all("{a}", "{あ}", "{अ}", "{أ}"), true),
                      choice("b", all("~b", "~い", "~आ", "~ب"), true),
                      choice("c", all("=c", "=う", "=इ", "=ج"), false)};
  quiz.questions.push_back(question("multi", all("Pick {a} and ~b:", "選べ：", "चुनें:", "اختر:"),
                                    all("#### not a separator", "####", "####", "####"), multiple));

  TrueFalse truth;
  truth.answer = true;
  truth.feedback_false = all("# wrong #", "#誤り#", "#गलत#", "#خطأ#");
  quiz.questions.push_back(
      question("tf", all("TRUE{T}#F", "TRUE{T}#F", "TRUE{T}#F", "TRUE{T}#F"), all("T", "T", "T", "T"), truth));

  ShortAnswer short_answer;
  short_answer.case_sensitive = true;
  short_answer.accepted = {{"en", {"a*b", "%10%", "[moodle]x", "x:y=z#w", "a -> b"}},
                           {"ja", {"東京 {都}"}},
                           {"hi", {"नई दिल्ली"}},
                           {"ar", {"القاهرة"}}};
  quiz.questions.push_back(
      question("short", all("Type a*b:", "入力：", "लिखें:", "اكتب:"), all("-", "-", "-", "-"), short_answer));

  Numerical numerical{Tolerance{-0.000012, 1e-7}};
  quiz.questions.push_back(
      question("num", all("Tiny {#}?", "小さい？", "छोटा?", "صغير؟"), all("e", "e", "e", "e"), numerical));

  Matching matching;
  matching.pairs = {
      {"p1", all("a -> b", "あ -> い", "अ -> आ", "أ -> ب"), all("x -> y", "か -> き", "क -> ख", "س -> ش")},
      {"p2", all("=c", "=う", "=इ", "=ج"), all("~d {e}", "~え", "~ई", "~د")}};
  quiz.questions.push_back(
      question("match", all("Match: a{}", "対応：", "मिलाएं:", "طابق:"), all("m", "m", "m", "m"), matching));

  quiz.questions.push_back(question("essay",
                                    all("Write \\\\n and a real\nline", "書け\n改行", "लिखें\nपंक्ति", "اكتب\nسطر"),
                                    all("[markdown] *x*", "*x*", "*x*", "*x*"), Essay{}));
  return quiz;
}

}  // namespace quizpack::test
