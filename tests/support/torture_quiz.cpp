// Test-only: a quiz of every kind whose texts hold every character GIFT and XML must escape.
#include "support/torture_quiz.hpp"

#include "support/quiz_building.hpp"
#include "text/gap_markers.hpp"

namespace quizpack::test {

Quiz torture_quiz() {
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

  Ordering ordering;
  ordering.items = {{"o1", all("{first} ~1", "{一}", "{पहला}", "{أول}")},
                    {"o2", all("=second #2", "=二", "=दूसरा", "=ثان")}};
  quiz.questions.push_back(
      question("order", all("Order: a{}", "順番：", "क्रम:", "رتب:"), all("o", "o", "o", "o"), ordering));

  Cloze cloze;
  cloze.gaps.push_back(
      {"t", TextGap{{{"en", {"a}b#c~d", "x=y:z"}}, {"ja", {"東京 {都}"}}, {"hi", {"a\\b"}}, {"ar", {"%50%"}}}, true}, 1,
       all("}#~ feedback", "}#~", "}#~", "}#~")});
  cloze.gaps.push_back({"c",
                        ChoiceGap{{{"r", all("=right {1}", "=正 {1}", "=सही", "=صحيح"), true},
                                   {"w", all("~wrong #2", "~誤", "~गलत", "~خطأ"), false}}},
                        1, std::nullopt});
  quiz.questions.push_back(question(
      "cloze", all("Fill {{t}} } and {{c}} {#}", "{{t}} と {{c}} {#}", "{{t}} और {{c}} {#}", "{{t}} و {{c}} {#}"),
      all("c", "c", "c", "c"), cloze));
  for (auto& entry : quiz.questions.back().stem.by_language) mark_gaps(entry.second.text.blocks);
  quiz.questions.back().points = 2;

  quiz.questions.push_back(
      question("describe", all("::Not a title:: {no answer} ~ = # text", "説明 {なし}", "विवरण {नहीं}", "وصف {لا}"),
               all("d", "d", "d", "d"), Description{}));
  quiz.questions.back().explanation.reset();
  quiz.questions.back().points = 0;
  return quiz;
}

}  // namespace quizpack::test
