// cmi5.xml: the course structure of one language package, a course with one assignable unit.
#pragma once

#include <string>

#include "model/quiz.hpp"

namespace quizpack::cmi5 {

constexpr const char* kCourseStructurePath = "cmi5.xml";
constexpr const char* kCourseStructureSchema = "cmi5/cmi5-course-structure.xsd";
constexpr const char* kCourseStructureNamespace = "https://w3id.org/xapi/profiles/cmi5/v1/CourseStructure.xsd";

// The LMS counts the AU done once the learner has finished the quiz (completed) and reached the pass mark.
constexpr const char* kMoveOn = "CompletedAndPassed";
// The player runs in a frame or a window alike and ends its session itself, so the LMS may choose.
constexpr const char* kLaunchMethod = "AnyWindow";

// The pass mark as cmi5's masteryScore: the bank's fraction, held to 0..1, as a plain decimal.
std::string mastery_score_text(double passing_score);

// The whole document; pure: the same quiz and language give the same bytes.
std::string write_course_structure(const Quiz& quiz, const LanguageTag& lang, const std::string& launch_url);

}  // namespace quizpack::cmi5
