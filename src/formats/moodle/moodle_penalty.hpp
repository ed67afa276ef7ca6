// The penalty per wrong try Moodle gives a new question of each type, as written and as read back.
#pragma once

#include <string_view>

namespace quizpack {

// Moodle's default <penalty> for a question of `moodle_type`: nothing to take off a true/false question's
// second try (1), nothing for an essay or a description (0), a third for the others.
inline const char* moodle_default_penalty(std::string_view moodle_type) {
  if (moodle_type == "truefalse") return "1";
  if (moodle_type == "essay" || moodle_type == "description") return "0";
  return "0.3333333";
}

}  // namespace quizpack
