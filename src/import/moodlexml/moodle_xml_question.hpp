// One <question> of a Moodle XML file as a bank question, or the reason it is left out.
#pragma once

#include <optional>

#include "import/moodlexml/moodle_xml_context.hpp"
#include "model/question.hpp"

namespace quizpack {

// The bank question for `node` (numbered `position` in the file); nullopt when it is left out, with a
// warning and a count by reason in `ctx`.
std::optional<Question> read_moodle_question(pugi::xml_node node, std::size_t position, MoodleXmlContext& ctx);

}  // namespace quizpack
