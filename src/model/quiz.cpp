// Small helpers over the model.
#include "model/quiz.hpp"

#include <type_traits>

namespace quizpack {

const char* kind_name(const QuestionBody& body) {
  return std::visit(
      [](const auto& kind) -> const char* {
        using T = std::decay_t<decltype(kind)>;
        if constexpr (std::is_same_v<T, SingleChoice>)
          return "single-choice";
        else if constexpr (std::is_same_v<T, MultipleResponse>)
          return "multiple-response";
        else if constexpr (std::is_same_v<T, TrueFalse>)
          return "true-false";
        else if constexpr (std::is_same_v<T, ShortAnswer>)
          return "short-answer";
        else if constexpr (std::is_same_v<T, Numerical>)
          return "numerical";
        else if constexpr (std::is_same_v<T, Matching>)
          return "matching";
        else if constexpr (std::is_same_v<T, Essay>)
          return "essay";
      },
      body);
}

const char* level_name(Level level) {
  switch (level) {
    case Level::Easy:
      return "easy";
    case Level::Medium:
      return "medium";
    case Level::Hard:
      return "hard";
  }
  return "medium";
}

double max_score(const Quiz& quiz) {
  double total = 0;
  for (const auto& q : quiz.questions) total += q.points;
  return total;
}

const MediaFile* find_media(const Quiz& quiz, const std::string& path) {
  for (const auto& m : quiz.media)
    if (m.path == path) return &m;
  return nullptr;
}

}  // namespace quizpack
