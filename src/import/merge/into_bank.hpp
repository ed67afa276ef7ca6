// The languages of imported files added to the questions of an existing bank.
#pragma once

#include <string>
#include <vector>

#include "import/merge/merge_languages.hpp"
#include "model/quiz.hpp"

namespace quizpack {

// Adds the languages of `imports` to the questions of `bank` (read from `bank_file`), matched as merge_languages
// does, each disagreement an error. Points are the bank's (a file carrying others gets an import-points warning).
// From a file that carries no grading details, case sensitivity is the bank's and a grader information the bank
// has is its source text with the state needs-review, with an import-into-grader warning.
MergeResult merge_into_bank(const Quiz& bank, const std::string& bank_file, std::vector<LanguageImport> imports,
                            QuestionMatch match, TranslationState state);

}  // namespace quizpack
