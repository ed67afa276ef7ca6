// Cloze gap markers `{{id}}`: found in a source text, and made GapMarker nodes in the tree cmark built from it.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "model/rich_text.hpp"

namespace quizpack {

struct GapMarkerSpan {
  std::size_t begin = 0;  // of the opening braces
  std::size_t end = 0;    // past the closing braces
  std::string gap;
};

// Every `{{id}}` of `text` whose id is a bank id (a letter or '_', then letters, digits, '_', '.', '-'), in order.
std::vector<GapMarkerSpan> find_gap_markers(std::string_view text);

// Turns each `{{id}}` in the text runs of `blocks` (not in code, link URLs or alt texts) into a GapMarker node;
// returns the ids of the markers made, in document order.
std::vector<std::string> mark_gaps(Blocks& blocks);

// The ids of the GapMarker nodes of `blocks`, in document order.
std::vector<std::string> gap_markers_of(const Blocks& blocks);

}  // namespace quizpack
