// Resolves the images the texts reference to files inside the bank's folder and reads them.
#pragma once

#include <vector>

#include "load/bank_context.hpp"
#include "model/quiz.hpp"

namespace quizpack {

// Reads every file in ctx.images, once each, sorted by path; rejects paths outside the folder, remote URLs,
// missing files and unknown types.
std::vector<MediaFile> read_media(const Quiz& quiz, BankContext& ctx);

}  // namespace quizpack
