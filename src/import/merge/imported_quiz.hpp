// Merged imported questions as a whole quiz: languages, metadata and the questions the bank can hold.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "model/diagnostic.hpp"
#include "model/quiz.hpp"

namespace quizpack {

struct QuizSettings {
  std::string id;
  std::vector<LanguageTag> languages;  // in the order of the files
  LanguageTag source_language;
  TranslationState state = TranslationState::NeedsReview;  // of the texts not in the source language
  std::string title;                                       // the quiz title in every language; the id when empty
  std::optional<LocalizedText> description;                // used when it has every language; else the title
  std::optional<double> passing_score;                     // the bank's default when none
  bool shuffle_choices = false;
};

// A quiz of `questions`; a question without a question text in some language, or with two options or
// matching answers that read the same (Moodle allows both), is left out with an import-incomplete warning; an
// explanation blank in every language is none, one blank in some is copied there to be reviewed. A title or
// description the input does not carry is the quiz id (the import command says so in its summary).
Quiz imported_quiz(std::vector<Question> questions, const QuizSettings& settings, Diagnostics& warnings);

// A bank id made from a file name up to its first '.': letters, digits, '_' and '-' kept, others become '-'.
std::string bank_id_from_name(const std::string& name);

}  // namespace quizpack
