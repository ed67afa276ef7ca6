// The shared every-form quiz with the points the qti21 scoring tests add up.
#include "scoring_quiz.hpp"

#include <utility>

#include "support/every_kind_quiz.hpp"

namespace quizpack::test {

Quiz scoring_quiz() {
  Quiz quiz = every_form_quiz();
  const std::pair<const char*, double> points[] = {
      {"q.single", 2}, {"q-multi", 3}, {"q-match", 3}, {"q-essay", 5}, {"q-short-case", 1.5}};
  for (const auto& [id, value] : points) quiz.questions.at(question_at(quiz, id)).points = value;
  return quiz;
}

}  // namespace quizpack::test
