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
  for (const auto& s : quiz.sections) {
    if (!s.draw || s.count == 0) continue;
    for (std::size_t i = s.first; i < s.first + s.count; ++i) total -= quiz.questions[i].points;
    total += static_cast<double>(*s.draw) * quiz.questions[s.first].points;
  }
  return total;
}

const Section* section_of(const Quiz& quiz, std::size_t index) {
  for (const auto& s : quiz.sections)
    if (index >= s.first && index < s.first + s.count) return &s;
  return nullptr;
}

std::size_t questions_per_attempt(const Quiz& quiz) {
  std::size_t n = quiz.questions.size();
  for (const auto& s : quiz.sections)
    if (s.draw) n = n - s.count + *s.draw;
  return n;
}

const MediaFile* find_media(const Quiz& quiz, const std::string& path) {
  for (const auto& m : quiz.media)
    if (m.path == path) return &m;
  return nullptr;
}

}  // namespace quizpack
