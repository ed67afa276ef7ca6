// The IRIs of a cmi5 course: course, assignable unit and question activities, from the bank's activityIri or id.
#pragma once

#include <string>

#include "model/quiz.hpp"

namespace quizpack::cmi5 {

// The base of the IRIs of a bank without activityIri; the .invalid domain can never resolve or clash with a real one.
constexpr const char* kCmi5IriBase = "https://quizpack.invalid/cmi5/";

// `text` as one IRI path segment: unreserved ASCII kept, every other byte percent-encoded.
std::string iri_segment(const std::string& text);

// The bank's activityIri, or https://quizpack.invalid/cmi5/<quiz-id>: the same for every language package.
std::string course_iri(const Quiz& quiz);

// <course IRI>/<lang>: the one AU of a language package.
std::string au_iri(const Quiz& quiz, const LanguageTag& lang);

}  // namespace quizpack::cmi5
