// The IRIs of a cmi5 course: course, assignable unit and question activities, derived from the quiz id.
#pragma once

#include <string>

#include "model/localized_text.hpp"

namespace quizpack::cmi5 {

// The base every quizpack cmi5 IRI starts with; the .invalid domain can never resolve or clash with a real one.
constexpr const char* kCmi5IriBase = "https://quizpack.invalid/cmi5/";

// `text` as one IRI path segment: unreserved ASCII kept, every other byte percent-encoded.
std::string iri_segment(const std::string& text);

// https://quizpack.invalid/cmi5/<quiz-id>: the same for every language package of a quiz.
std::string course_iri(const std::string& quiz_id);

// https://quizpack.invalid/cmi5/<quiz-id>/<lang>: the one AU of a language package.
std::string au_iri(const std::string& quiz_id, const LanguageTag& lang);

}  // namespace quizpack::cmi5
