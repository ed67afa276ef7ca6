// The identifiers of a SCORM manifest, derived from the quiz id and the language.
#pragma once

#include <string>

#include "model/localized_text.hpp"

namespace quizpack {

// Every value is a valid xs:ID (NCName), and all differ from one another.
struct ScormIdentifiers {
  std::string manifest;
  std::string organization;
  std::string item;
  std::string resource;
  std::string objective;  // the primary objective's objectiveID (SCORM 2004)
};

ScormIdentifiers scorm_identifiers(const std::string& quiz_id, const LanguageTag& lang);

}  // namespace quizpack
