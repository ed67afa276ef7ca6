// Rewrites texts and states in a bank file's bytes, keeping every other byte: key order, indentation, line ends.
#pragma once

#include <string>
#include <vector>

#include "model/text_edit.hpp"

namespace quizpack {

// A short-answer question's accepted answers in one language, set as a whole.
struct AcceptedAnswersEdit {
  std::string pointer;  // the question's "accepted" object, e.g. /questions/4/accepted
  LanguageTag language;
  std::vector<std::string> answers;
};

// `bank` with every edit applied: an existing entry gets its "text" and "state" values replaced in place; a missing
// one is added after the text's last entry, laid out like it. With `declare`, `declare` is appended to the bank's
// "languages" when it is not there. Each of `answer_lists` replaces or adds its language's list. Throws
// std::runtime_error when a pointer does not lead to a text.
std::string apply_text_edits(const std::string& bank, const std::vector<TextEdit>& edits,
                             const LanguageTag& declare = "",
                             const std::vector<AcceptedAnswersEdit>& answer_lists = {});

}  // namespace quizpack
