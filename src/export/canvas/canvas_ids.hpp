// Identifiers and package paths of a Canvas QTI 1.2 package, derived from bank ids and positions.
#pragma once

#include <cstddef>
#include <string>

#include "model/quiz.hpp"

namespace quizpack::canvas {

// The assessment's ident. Canvas keys a quiz by it (its migration id), so each language gets its own: importing
// two languages into one course makes two quizzes instead of one overwriting the other.
std::string assessment_ident(const Quiz& quiz, const LanguageTag& lang);

// An item's ident (the quiz question's migration id) and the ident of the bank question it refers to.
std::string item_ident(const Quiz& quiz, const LanguageTag& lang, const Question& question);
std::string assessment_question_ident(const Quiz& quiz, const LanguageTag& lang, const Question& question);

// <ident>/<ident>.xml: where Canvas's own QTI export puts the assessment.
std::string assessment_path(const Quiz& quiz, const LanguageTag& lang);

// <ident>/assessment_meta.xml: Canvas finds a quiz's settings at exactly this path (QuizMetadataConverter joins
// the assessment's migration id with "assessment_meta.xml").
std::string assessment_meta_path(const Quiz& quiz, const LanguageTag& lang);

// The manifest identifiers of the metadata resource and of an image's resource.
std::string meta_resource_ident(const Quiz& quiz, const LanguageTag& lang);
std::string media_resource_ident(std::size_t position);

// The answer id of the answer at `position` (0-based): digits only, since Canvas keeps only the first run of
// digits of an answer or match ident (AssociateInteraction#get_canvas_matches) and reads original_answer_ids
// with to_i; "1", "2", … never collide.
std::string answer_id(std::size_t position);

// The response ident of a matching prompt, response_<answer id>, from which Canvas reads the answer id.
std::string matching_response_ident(std::size_t position);

}  // namespace quizpack::canvas
