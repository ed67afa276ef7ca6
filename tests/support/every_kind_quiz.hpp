// Test-only: the one quiz with a question of every kind, shared by every unit test that needs one.
#pragma once

#include <cstddef>
#include <string>

#include "model/quiz.hpp"

namespace quizpack::test {

// Languages en (source), ar (right to left) and ja; level hard, guide guides/every-kind, passing score 0.75;
// one image, media/curve.png, shown in the single-choice stem; titles and descriptions that try script,
// HTML and template injection. One question per QuestionBody alternative, in the variant's order (so
// questions[kind_index<K>()] is the K question), every one worth 1 point:
//   q.single   choices a (right, "`<b>` tag"), b (a javascript: link, with feedback), c (raw <img>); a title
//   q-multi    right minus wrong: a, b, c right, d, e wrong; its stem holds raw HTML, an entity and quotes
//   q_tf       false is right; feedback for both answers
//   q-short    case-insensitive; en bfloat16 or bf16, ar and ja bfloat16 or a word in their script
//   q-num      2.5 ± 0.1
//   q-match    pairs fp16, bf16, fp8 and the distractor none
//   q-essay    with grader information
Quiz every_kind_quiz();

// every_kind_quiz() followed by the other form of each kind that has two, each worth 1 point:
//   q-multi-all  q-multi's choices, all or nothing
//   q-short-case case-sensitive; NaN in every language
//   q-range      the numerical range 10..20
Quiz every_form_quiz();

// The position of the question with `id`; throws when there is none.
std::size_t question_at(const Quiz& quiz, const std::string& id);

}  // namespace quizpack::test
