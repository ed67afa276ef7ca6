// Random texts for generated banks, assembled from fragments that are hard to escape or to round-trip.
#pragma once

#include <string>

#include "support/byte_source.hpp"

namespace quizpack::fuzz {

// A CommonMark text of a few fragments; `tag` (may be empty) is appended so that options stay distinct.
std::string hostile_markdown(ByteSource& bytes, const std::string& tag);

// A plain-text answer (short answers): no markdown structure, but characters special to GIFT and XML.
std::string hostile_plain(ByteSource& bytes, const std::string& tag);

}  // namespace quizpack::fuzz
