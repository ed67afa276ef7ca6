// Small helpers over the model.
#include "model/quiz.hpp"

namespace quizpack {

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
