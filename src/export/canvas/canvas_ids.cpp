// Identifiers and package paths of a Canvas QTI 1.2 package.
#include "export/canvas/canvas_ids.hpp"

namespace quizpack::canvas {

std::string assessment_ident(const Quiz& quiz, const LanguageTag& lang) { return quiz.id + "-" + lang; }

std::string item_ident(const Quiz& quiz, const LanguageTag& lang, const Question& question) {
  return assessment_ident(quiz, lang) + "-" + question.id;
}

std::string assessment_question_ident(const Quiz& quiz, const LanguageTag& lang, const Question& question) {
  return "bank-" + item_ident(quiz, lang, question);
}

std::string assessment_path(const Quiz& quiz, const LanguageTag& lang) {
  const std::string ident = assessment_ident(quiz, lang);
  return ident + "/" + ident + ".xml";
}

std::string assessment_meta_path(const Quiz& quiz, const LanguageTag& lang) {
  return assessment_ident(quiz, lang) + "/assessment_meta.xml";
}

std::string meta_resource_ident(const Quiz& quiz, const LanguageTag& lang) {
  return assessment_ident(quiz, lang) + "-meta";
}

std::string media_resource_ident(std::size_t position) { return "media-" + std::to_string(position + 1); }

std::string answer_id(std::size_t position) { return std::to_string(position + 1); }

std::string matching_response_ident(std::size_t position) { return "response_" + answer_id(position); }

}  // namespace quizpack::canvas
