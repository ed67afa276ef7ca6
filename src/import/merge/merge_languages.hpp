// Several one-language imports of one quiz merged into multilingual questions, their structure compared.
#pragma once

#include <string>
#include <vector>

#include "model/diagnostic.hpp"
#include "model/question.hpp"

namespace quizpack {

// The questions read from one file, every text in `lang`.
struct LanguageImport {
  std::string file;
  LanguageTag lang;
  std::vector<Question> questions;
  bool carries_grading = true;  // false when the format has no points, case sensitivity or grader information (GIFT)
};

enum class QuestionMatch { ById, ByOrder };

struct MergeResult {
  std::vector<Question> questions;  // in the order of the source file
  Diagnostics diagnostics;          // errors where the files disagree, at the file and line of the question
};

// Merges `imports` into the questions of `imports[source]`: texts of the source language get the state
// source, the others `state`. Questions are matched by id or by position; kind, points, options, right
// answers, numbers and pairs must agree, and each disagreement is an error.
MergeResult merge_languages(std::vector<LanguageImport> imports, std::size_t source, QuestionMatch match,
                            TranslationState state, const std::string& base_name = "the first file");

}  // namespace quizpack
