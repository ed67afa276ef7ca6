// Test-only: short builders for model values (texts, choices, questions, an empty quiz).
#include "support/quiz_building.hpp"

#include "text/markdown.hpp"

namespace quizpack::test {

LocalizedText texts(std::initializer_list<std::pair<std::string, std::string>> by_language) {
  LocalizedText out;
  for (const auto& [lang, source] : by_language)
    out.by_language.set(lang, Translation{parse_markdown(source), TranslationState::Source});
  return out;
}

Choice choice(std::string id, LocalizedText text, bool correct, std::optional<LocalizedText> feedback) {
  return Choice{std::move(id), std::move(text), correct, std::move(feedback)};
}

Question question(std::string id, LocalizedText stem, LocalizedText explanation, QuestionBody body) {
  Question q;
  q.id = std::move(id);
  q.stem = std::move(stem);
  q.explanation = std::move(explanation);
  q.body = std::move(body);
  return q;
}

Quiz empty_quiz(std::string id, std::vector<LanguageTag> languages) {
  Quiz quiz;
  quiz.id = std::move(id);
  quiz.version = "1.0.0";
  quiz.source_language = languages.front();
  quiz.languages = std::move(languages);
  return quiz;
}

}  // namespace quizpack::test
