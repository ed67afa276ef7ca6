// One language of a quiz as the JSON text the player reads: texts as safe HTML, answers, scoring rules.
#pragma once

#include <cstddef>
#include <string>

#include "model/quiz.hpp"

namespace quizpack {

// The same for every SCORM version: the launch page tells the player which one it runs in.
// Members are sorted by key and indented by one space per level; the text is appended to `prefix`.
std::string player_quiz_data(const Quiz& quiz, const LanguageTag& lang, std::string prefix = {});

// Questions per chunk script; a bank of at most this many questions has all of them in quiz-data.js.
inline constexpr std::size_t kQuestionsPerChunk = 100;

// How many chunks the player's questions come in: 1 for a bank that fits in one (then quiz-data.js is
// player_quiz_data's text, unchanged); chunk k (from 0) holds the questions from k * per_chunk in bank order.
std::size_t player_chunk_count(std::size_t question_count, std::size_t per_chunk = kQuestionsPerChunk);

// The package path of chunk k: quiz-data.js for the first, quiz-data-2.js for the second, and so on.
std::string player_chunk_path(std::size_t k);

// quiz-data.js of a bank in several chunks: the quiz's own fields and sections, "chunks" (count and size),
// the suspend "fingerprint", an "outline" (the question count and the text-only pages) and the first chunk.
std::string player_quiz_head(const Quiz& quiz, const LanguageTag& lang, std::string prefix = {},
                             std::size_t per_chunk = kQuestionsPerChunk);

// The JSON array of chunk k's questions, after `prefix`.
std::string player_quiz_chunk(const Quiz& quiz, const LanguageTag& lang, std::size_t k, std::string prefix = {},
                              std::size_t per_chunk = kQuestionsPerChunk);

}  // namespace quizpack
