// `quizpack import --into BANK`: the languages of imported files added to an existing bank, its formatting kept.
#pragma once

#include <string>
#include <vector>

#include "cli/import_inputs.hpp"
#include "import/merge/into_bank.hpp"

namespace quizpack::cli {

struct ImportIntoRequest {
  std::string bank;  // a bank file or its folder
  QuestionMatch match = QuestionMatch::ById;
  TranslationState state = TranslationState::NeedsReview;
  bool strict = false;
  bool force = false;  // replace the texts of a language the bank already has
};

// Adds the languages of `imports` (read from `inputs`) to the bank and returns the exit code. The bank's source
// language is a usage error, and so is a language it already has unless `force`. Nothing is written unless the
// edited bank loads without errors.
int import_into_bank(const ImportIntoRequest& request, const std::vector<ImportInput>& inputs,
                     const std::vector<LanguageImport>& imports);

}  // namespace quizpack::cli
