// Reads GIFT text with Moodle's grammar (question/format/gift/format.php), reporting problems at line:column.
#pragma once

#include <string>
#include <string_view>

#include "formats/moodle/gift_model.hpp"

namespace quizpack {

// Reads every question of a GIFT file. `file` names the input in diagnostics. A question Moodle would
// skip is left out and reported as an error; reading goes on with the next question.
GiftReadResult read_gift(std::string_view text, const std::string& file = "<gift>");

// Moodle's clean_question_name: tags stripped, surrounding white space trimmed.
std::string clean_question_name(std::string_view name);

}  // namespace quizpack
