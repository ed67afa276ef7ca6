// Texts as the bank compares options and accepted answers: case and runs of white space ignored.
#pragma once

#include <string>
#include <string_view>

namespace quizpack {

// `text` with runs of white space as one space, none at either end, and ASCII letters lowered.
std::string comparable_text(std::string_view text);

}  // namespace quizpack
