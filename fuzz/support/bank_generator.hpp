// Builds a random bank (JSON text) from fuzz bytes: every question kind, hostile texts, media references.
#pragma once

#include <string>

#include "support/byte_source.hpp"

namespace quizpack::fuzz {

// A bank meant to pass validation: unique ids and options, every language present, images that exist in
// bank_folder(). Texts mix markdown, markup-like and GIFT-special characters, RTL and combining marks.
std::string generate_bank(ByteSource& bytes);

}  // namespace quizpack::fuzz
