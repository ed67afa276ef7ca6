// Every value's position in a well-formed JSON text, found in one pass, as anchors of a JsonPositions: the preview
// looks up the line of every text in every language, which one walk per look-up would make slow on each save.
#pragma once

#include <memory>

#include "load/json_positions.hpp"

namespace quizpack::preview {

// Positions with an anchor at every value of `text` (which must be well-formed JSON).
JsonPositions indexed_positions(const std::shared_ptr<const BankText>& text);

}  // namespace quizpack::preview
