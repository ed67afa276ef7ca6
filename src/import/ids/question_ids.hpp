// Distinct ids for imported questions whose file gives two of them the same id (a name used twice).
#pragma once

#include <string>
#include <vector>

#include "model/diagnostic.hpp"
#include "model/question.hpp"

namespace quizpack {

// Gives `questions` (the categories they are in alongside) distinct ids as distinct_ids says, each change a
// warning under `rule` naming the question; a renamed question without a title keeps its former id as title.
void make_question_ids_distinct(std::vector<Question>& questions, const std::vector<std::string>& categories,
                                const std::string& rule, Diagnostics& warnings);

}  // namespace quizpack
